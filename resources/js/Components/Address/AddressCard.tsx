import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address } from '@/types/cart';

interface Props {
  address: Address;
  busy: boolean;
  onEdit: (address: Address) => void;
  onDefault: (address: Address) => void;
  onRemove: (address: Address) => void;
}

/** The lines of an address as the post office reads them. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <p>
        {address.address}, {address.number}
        {address.complement ? ` – ${address.complement}` : ''}
      </p>
      <p>
        {address.district} · {address.city}/{address.state} · {address.postcode}
      </p>
    </>
  );
}

/** One saved address with its actions; the default one says so. */
export default function AddressCard({ address, busy, onEdit, onDefault, onRemove }: Props) {
  const { t } = useLaravelReactI18n();
  const action = 'text-sm font-medium text-brand-700 hover:underline disabled:opacity-50';
  return (
    <li
      className={`rounded-lg border bg-white p-4 shadow-sm ${address.default ? 'border-brand-500' : 'border-slate-200'}`}
      data-testid="address-card"
    >
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">
          {address.label || address.recipient || t('address.untitled')}
        </p>
        {address.default && (
          <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {t('address.default_badge')}
          </span>
        )}
      </div>
      <div className="text-sm text-slate-700">
        {address.label && address.recipient && <p>{address.recipient}</p>}
        <AddressLines address={address} />
      </div>
      <div className="mt-3 flex flex-wrap gap-4">
        <button type="button" className={action} disabled={busy} onClick={() => onEdit(address)}>
          {t('address.edit')}
        </button>
        {!address.default && (
          <button type="button" className={action} disabled={busy} onClick={() => onDefault(address)}>
            {t('address.set_default')}
          </button>
        )}
        <button
          type="button"
          className="text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
          disabled={busy}
          onClick={() => onRemove(address)}
        >
          {t('address.remove')}
        </button>
      </div>
    </li>
  );
}
