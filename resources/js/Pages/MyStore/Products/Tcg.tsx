import StockScreen from '@/Components/Seller/Stock/StockScreen';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/Tcg: the store's stock (tcg); props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsTcg(props: SellerStockProps) {
  return <StockScreen {...props} />;
}
