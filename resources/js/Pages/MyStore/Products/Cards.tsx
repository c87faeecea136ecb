import StockScreen from '@/Components/Seller/Stock/StockScreen';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/Cards: the store's stock (card); props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsCards(props: SellerStockProps) {
  return <StockScreen {...props} />;
}
