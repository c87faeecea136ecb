import StockScreen from '@/Components/Seller/Stock/StockScreen';
import type { SellerStockProps } from '@/types/pages/sellerStock';

/** my-store/{store_id}/products/CardsBra: the store's stock (bra); props from server/http/pages/seller/stock.ts. */
export default function MyStoreProductsCardsBra(props: SellerStockProps) {
  return <StockScreen {...props} />;
}
