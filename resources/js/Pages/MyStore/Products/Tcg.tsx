import StockPage from '@/Components/Seller/Stock/StockPage';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/Tcg: the store's stock (tcg) and its CSV panel; props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsTcg(props: SellerStockProps) {
  return <StockPage {...props} />;
}
