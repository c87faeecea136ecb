import { editBody, sellerStockApi } from '@/api/sellerStock';
import { useApiForm } from '@/hooks/useApiForm';
import { isHttpError } from '@/lib/http';
import { serverMessage } from '@/lib/requestErrors';
import type { ActionResponse } from '@/types';
import type { StockListing } from '@/types/pages/sellerStock';

type Field = 'price' | 'quantity';

/** The body of the 409 a save gets when a checkout took units meanwhile. */
type QuantityConflict = { result?: { quantity: number; reserved: number } };

/**
 * What a stock row does with its listing, through the one form path (`useApiForm`'s `send`, one
 * request at a time per row: Enter then the field's blur must not save twice): save a new price or
 * quantity (conditional on the quantity shown: a checkout that took units meanwhile answers 409 and
 * the row shows the current figures), pause/resume and delete. Errors stay on the row, in the
 * server's Portuguese: a 422's first message, else the server's message.
 */
export function useListingActions(
  storeId: number,
  listing: StockListing,
  { onChanged, onDeleted }: { onChanged: (row: StockListing) => void; onDeleted: (id: number) => void },
) {
  const form = useApiForm<{ row: string }>({ row: '' });

  const run = <T extends ActionResponse<unknown>>(call: () => Promise<T>, done: (data: T) => void) =>
    form.send(call, {
      onSuccess: done,
      toastFieldErrors: false,
      onError: (failure, fields) => {
        // The row shows the message: a 422's messages are already on the form, anything else on `row`.
        if (Object.keys(fields).length === 0) form.setError('row', serverMessage(failure));
        const conflict = isHttpError<QuantityConflict>(failure) ? failure.response : undefined;
        if (conflict?.status === 409 && conflict.data?.result) {
          onChanged({
            ...listing,
            quantity: conflict.data.result.quantity,
            reserved: conflict.data.result.reserved,
          });
        }
        return true;
      },
    });

  const save = async (field: Field, value: number) => {
    if (listing[field] === value) return;
    await run(
      () => sellerStockApi.save(editBody(storeId, listing, { [field]: value })),
      (data) => data.result && onChanged(data.result),
    );
  };

  const togglePause = () =>
    run(
      () => sellerStockApi.pause(listing.id, listing.status === 'available'),
      (data) => data.result && onChanged(data.result),
    );

  const remove = () =>
    run(
      () => sellerStockApi.remove(listing.id),
      () => onDeleted(listing.id),
    );

  const error = Object.values(form.errors).find(Boolean) ?? null;
  return { busy: form.processing, error, save, togglePause, remove, clearError: () => form.clearErrors() };
}
