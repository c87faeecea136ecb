import StockScreen from '@/Components/Seller/Stock/StockScreen';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products: the store's stock (all); props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsAll(props: SellerStockProps) {
  return <StockScreen {...props} />;
}
