import StockPage from '@/Components/Seller/Stock/StockPage';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/Cards: the store's stock (card) and its CSV panel; props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsCards(props: SellerStockProps) {
  return <StockPage {...props} />;
}
