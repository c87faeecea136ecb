import { useRef, useState } from 'react';
import { editBody, sellerStockApi } from '@/api/sellerStock';
import { notifyAction, serverMessage, validationErrors } from '@/lib/requestErrors';
import type { StockListing } from '@/types/pages/sellerStock';

type Field = 'price' | 'quantity';

/**
 * What a stock row does with its listing: save a new price or quantity (conditional on the quantity
 * shown: a checkout that took units meanwhile answers 409 and the row shows the current figures),
 * pause/resume and delete. Errors stay on the row, in the server's Portuguese.
 */
export function useListingActions(
  storeId: number,
  listing: StockListing,
  { onChanged, onDeleted }: { onChanged: (row: StockListing) => void; onDeleted: (id: number) => void },
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One request at a time per row: Enter then the field's blur must not save twice.
  const inFlight = useRef(false);

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      const fields = validationErrors(failure);
      setError(Object.values(fields)[0] || serverMessage(failure));
      const current = (
        failure as {
          response?: { status?: number; data?: { result?: { quantity: number; reserved: number } } };
        }
      ).response;
      if (current?.status === 409 && current.data?.result) {
        onChanged({
          ...listing,
          quantity: current.data.result.quantity,
          reserved: current.data.result.reserved,
        });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const save = (field: Field, value: number) =>
    run(async () => {
      if (listing[field] === value) return;
      const data = await sellerStockApi.save(editBody(storeId, listing, { [field]: value }));
      if (notifyAction(data) && data.result) onChanged(data.result);
    });

  const togglePause = () =>
    run(async () => {
      const data = await sellerStockApi.pause(listing.id, listing.status === 'available');
      if (notifyAction(data) && data.result) onChanged(data.result);
    });

  const remove = () =>
    run(async () => {
      const data = await sellerStockApi.remove(listing.id);
      if (notifyAction(data)) onDeleted(listing.id);
    });

  return { busy, error, save, togglePause, remove, clearError: () => setError(null) };
}
