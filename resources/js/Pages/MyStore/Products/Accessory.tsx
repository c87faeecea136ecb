import StockScreen from '@/Components/Seller/Stock/StockScreen';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/Accessory: the store's stock (accessory); props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsAccessory(props: SellerStockProps) {
  return <StockScreen {...props} />;
}
