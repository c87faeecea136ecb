import { Link } from '@inertiajs/react';
import AdForm from '@/Components/Classifieds/AdForm';
import PhotoPicker from '@/Components/Classifieds/PhotoPicker';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAdForm } from '@/hooks/classifieds/useAdForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreAdCreateProps } from '@/types/pages/classifieds';

/**
 * /my-store/{store_id}/ad-create?id=: a new classified ad, or an edit of one (it goes back to analysis),
 * with up to N photos and their previews.
 */
export default function MyStoreAdsCreate({
  store,
  ad,
  categories,
  conditions,
  states,
  cities,
  limits,
}: StoreAdCreateProps) {
  const { t } = useLaravelReactI18n();
  const form = useAdForm({ store, ad, cities });
  return (
    <>
      <ScreenTitle />
      <form onSubmit={form.submit} className="space-y-6 rounded-lg bg-white p-4 shadow" noValidate>
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">
            {ad ? t('classifieds.edit_ad') : t('classifieds.new_ad')}
          </h2>
          <Link
            href={route('my-store.ad.list', { store_id: store.id })}
            className="text-sm text-brand-700 hover:underline"
          >
            {t('classifieds.back_to_list')}
          </Link>
        </div>
        {ad?.reproved_reason && (
          <p className="rounded bg-red-50 p-2 text-sm text-red-800">
            {t('classifieds.reproved_because')} {ad.reproved_reason}
          </p>
        )}
        <AdForm form={form} references={{ categories, conditions, states }} />
        <PhotoPicker ad={ad} limits={limits} files={form.files} onFiles={form.setFiles} />
        <p className="text-xs text-slate-500">{t('classifieds.moderation_note')}</p>
        <button
          type="submit"
          disabled={form.saving}
          className="rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          data-testid="ad-save"
        >
          {form.saving ? t('classifieds.saving') : t('classifieds.save')}
        </button>
      </form>
    </>
  );
}
