import ScreenTitle from '@/Components/Layout/ScreenTitle';
import BlockDatesPanel from '@/Components/Seller/Settings/BlockDatesPanel';
import BoxesPanel from '@/Components/Seller/Settings/BoxesPanel';
import ContactForm from '@/Components/Seller/Settings/ContactForm';
import FreeShippingWeek from '@/Components/Seller/Settings/FreeShippingWeek';
import type { ConfigStoreProps } from '@/types/pages/sellerSettings';

/**
 * /my-store/config-store/{store_id}: contact, dias para postagem, shipping origin, the free-shipping
 * week, block dates and box sizes. Everything comes from the page's props
 * (server/http/pages/seller/settings.ts); each card saves on its own (docs/store-settings.md).
 */
export default function MyStoreConfig({
  store,
  settings,
  free_shipping_days,
  block_dates,
  boxes,
  today,
}: ConfigStoreProps) {
  return (
    <>
      <ScreenTitle />
      <div className="space-y-4">
        <ContactForm settings={settings} />
        <FreeShippingWeek storeId={store.id} initial={free_shipping_days} />
        <BlockDatesPanel storeId={store.id} initial={block_dates} today={today} />
        <BoxesPanel storeId={store.id} initial={boxes} />
      </div>
    </>
  );
}
