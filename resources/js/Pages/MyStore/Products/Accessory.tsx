import StockPage from '@/Components/Seller/Stock/StockPage';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/Accessory: the store's stock (accessory) and its CSV panel; props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsAccessory(props: SellerStockProps) {
  return <StockPage {...props} />;
}
