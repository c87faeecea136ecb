import StockPage from '@/Components/Seller/Stock/StockPage';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/CardsBra: the store's stock (bra) and its CSV panel; props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsCardsBra(props: SellerStockProps) {
  return <StockPage {...props} />;
}
