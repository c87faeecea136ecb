import { useState } from 'react';
import AddressCard from '@/Components/Address/AddressCard';
import AddressForm from '@/Components/Address/AddressForm';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAddresses } from '@/hooks/address/useAddresses';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address } from '@/types/cart';

/** The logged-in buyer's addresses: the list from the page's props, and every change through /v1. */
export default function AddressBook({ addresses }: { addresses: Address[] }) {
  const { t } = useLaravelReactI18n();
  const book = useAddresses(addresses);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const remove = (address: Address) => {
    if (window.confirm(t('address.remove_confirm'))) void book.remove(address);
  };

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.address')}>
        {editing === null && (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('address.new')}
          </button>
        )}
      </ScreenTitle>
      {editing !== null && (
        <div className="rounded-lg bg-white p-6 shadow">
          <h2 className="mb-4 text-lg font-semibold">
            {editing === 'new' ? t('address.new') : t('address.edit_title')}
          </h2>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? undefined : editing}
            book={book}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      {book.addresses.length === 0 ? (
        <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow">{t('address.empty')}</div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {book.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={book.busy}
              onEdit={setEditing}
              onDefault={(a) => void book.makeDefault(a)}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
