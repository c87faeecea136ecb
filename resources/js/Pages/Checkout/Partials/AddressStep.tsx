import { Link } from '@inertiajs/react';
import { useState } from 'react';
import { AddressLines } from '@/Components/Address/AddressCard';
import AddressForm from '@/Components/Address/AddressForm';
import LoadState from '@/Components/Feedback/LoadState';
import type { useAddresses } from '@/hooks/address/useAddresses';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  book: ReturnType<typeof useAddresses>;
  selectedId: number | null;
  busy: boolean;
  onSelect: (addressId: number) => void;
}

/** Where to deliver: the saved addresses to choose from, or a new one (CEP autofill). */
export default function AddressStep({ book, selectedId, busy, onSelect }: Props) {
  const { t } = useLaravelReactI18n();
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-3">
      <LoadState
        status={book.status}
        empty={book.addresses.length === 0 && !adding}
        emptyTitle={t('checkout.no_address')}
        errorText={t('spec.load_addresses')}
        retryText={t('checkout.retry')}
        onRetry={() => void book.reload()}
      >
        <fieldset disabled={busy} className="space-y-2">
          <legend className="sr-only">{t('checkout.address_title')}</legend>
          {book.addresses.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="address"
                checked={selectedId === address.id}
                onChange={() => onSelect(address.id)}
                aria-label={`${address.address}, ${address.number}`}
              />
              <span className="text-slate-700">
                <span className="font-medium text-slate-900">{address.label || address.recipient}</span>
                <AddressLines address={address} />
              </span>
            </label>
          ))}
        </fieldset>
      </LoadState>
      {adding ? (
        <AddressForm
          book={book}
          onSaved={(address) => {
            setAdding(false);
            onSelect(address.id);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-4 text-sm">
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => setAdding(true)}
          >
            {t('checkout.add_address')}
          </button>
          <Link href={route('address')} className="text-slate-600 hover:underline">
            {t('checkout.manage_addresses')}
          </Link>
        </div>
      )}
    </div>
  );
}
