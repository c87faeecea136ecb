import StockCsvPanel from '@/Components/Seller/StockCsv/StockCsvPanel';
import { reloadStock } from '@/hooks/seller/stock/useStockList';
import type { SellerStockProps } from '@/types/pages/sellerStock';
import StockScreen from './StockScreen';

/**
 * A stock screen as the five stock pages show it: the list of the kind with the store's CSV
 * import/export panel (docs/stock-csv.md); after an import the list is read again from the server.
 */
export default function StockPage(props: SellerStockProps) {
  return (
    <StockScreen {...props} csvPanel={<StockCsvPanel storeId={props.store.id} onImported={reloadStock} />} />
  );
}
