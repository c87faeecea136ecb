import { brandName } from '@/Components/Checkout/brandName';
import CardForm from '@/Components/Checkout/CardForm';
import InstallmentSelect from '@/Components/Checkout/InstallmentSelect';
import type { CardField, PaymentChoice } from '@/hooks/checkout/payment';
import { useInstallments } from '@/hooks/checkout/useInstallments';
import { useSavedCards } from '@/hooks/checkout/useSavedCards';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  payment: PaymentChoice;
  /** What PIX or the card pays (after wallet credit). */
  amount: number;
  problems: CardField[];
  onChange: (payment: PaymentChoice) => void;
}

const option =
  'flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50';

/** PIX, or a credit card (saved or new) with the installments the API offers. */
export default function PaymentStep({ payment, amount, problems, onChange }: Props) {
  const { t } = useLaravelReactI18n();
  const card = payment.method === 'card';
  const saved = useSavedCards(card);
  const installments = useInstallments(amount, card);
  const set = (patch: Partial<PaymentChoice>) => onChange({ ...payment, ...patch });

  return (
    <div className="space-y-4">
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('checkout.payment_title')}</legend>
        <label className={option}>
          <input type="radio" name="method" checked={!card} onChange={() => set({ method: 'pix' })} />
          <span>
            <span className="font-medium">{t('checkout.pix')}</span>
            <span className="block text-xs text-slate-500">{t('checkout.pix_hint')}</span>
          </span>
        </label>
        <label className={option}>
          <input type="radio" name="method" checked={card} onChange={() => set({ method: 'card' })} />
          <span className="font-medium">{t('checkout.card')}</span>
        </label>
      </fieldset>
      {card && (
        <div className="space-y-4">
          {saved.status === 'loading' && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
          {saved.status === 'error' && <p className="text-sm text-red-700">{t('spec.load_cards')}</p>}
          {saved.cards.length > 0 && (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('checkout.saved_cards')}</legend>
              {saved.cards.map((c) => (
                <label key={c.id} className={option}>
                  <input
                    type="radio"
                    name="card"
                    checked={payment.cardId === c.id}
                    onChange={() => set({ cardId: c.id })}
                  />
                  <span>
                    {t('checkout.saved_card', { brand: brandName(c.brand), last4: c.last4 })}
                    <span className="block text-xs text-slate-500">
                      {c.holder} · {String(c.exp_month).padStart(2, '0')}/{c.exp_year}
                    </span>
                  </span>
                </label>
              ))}
              <label className={option}>
                <input
                  type="radio"
                  name="card"
                  checked={payment.cardId === null}
                  onChange={() => set({ cardId: null })}
                />
                {t('checkout.new_card')}
              </label>
            </fieldset>
          )}
          {payment.cardId === null && (
            <CardForm card={payment.card} problems={problems} onChange={(c) => set({ card: c })} />
          )}
          <InstallmentSelect
            options={installments.options}
            value={payment.installments}
            onChange={(n) => set({ installments: n })}
          />
        </div>
      )}
    </div>
  );
}
