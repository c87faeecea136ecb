import { setLayoutProps } from '@inertiajs/react';
import { useEffect } from 'react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import MediaUpload from '@/Components/Seller/Settings/MediaUpload';
import SettingsPanel from '@/Components/Seller/Settings/SettingsPanel';
import StoreLookForm from '@/Components/Seller/Settings/StoreLookForm';
import { useStoreUpdate } from '@/hooks/seller/settings/useStoreUpdate';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PersonalizeStoreProps } from '@/types/pages/sellerSettings';

/**
 * /my-store/personalize-store/{store_id}: the public page's look — name, address (slug),
 * description, logo and banner with a preview. The public page (/{slug}) shows a change on its next
 * request (docs/store-settings.md).
 */
export default function MyStorePersonalize({ store, settings: initial }: PersonalizeStoreProps) {
  const { t } = useLaravelReactI18n();
  const { settings, setSettings, save, processing, errors } = useStoreUpdate(initial);
  // The seller frame (Layouts/SellerLayout) shows the saved name and logo at once.
  const { name, slug, logo_url } = settings;
  useEffect(
    () => setLayoutProps({ store: { ...store, name, slug, logo_url } }),
    [store, name, slug, logo_url],
  );
  return (
    <>
      <ScreenTitle />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[1fr_24rem]">
        <StoreLookForm settings={settings} save={save} processing={processing} errors={errors} />
        <SettingsPanel title={t('seller_settings.media_title')} hint={t('seller_settings.media_hint')}>
          <div className="space-y-6">
            <MediaUpload storeId={store.id} kind="logo" currentUrl={initial.logo} onSaved={setSettings} />
            <MediaUpload storeId={store.id} kind="banner" currentUrl={initial.banner} onSaved={setSettings} />
          </div>
        </SettingsPanel>
      </div>
    </>
  );
}
