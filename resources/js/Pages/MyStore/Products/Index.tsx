import StockPage from '@/Components/Seller/Stock/StockPage';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products: the store's stock (all) and its CSV panel; props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsAll(props: SellerStockProps) {
  return <StockPage {...props} />;
}
