import TextInput from '@/Components/Form/TextInput';
import { type CardDraft, type CardField, maskCardNumber } from '@/hooks/checkout/payment';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  card: CardDraft;
  problems: CardField[];
  onChange: (card: CardDraft) => void;
}

/** A new credit card: number, holder, expiry, CVV and whether to keep it for next time. */
export default function CardForm({ card, problems, onChange }: Props) {
  const { t } = useLaravelReactI18n();
  const set = (key: keyof CardDraft, value: string | boolean) => onChange({ ...card, [key]: value });
  const error = (field: CardField, text: string) => (problems.includes(field) ? text : undefined);

  return (
    <div className="grid gap-3 sm:grid-cols-4" data-testid="card-form">
      <TextInput
        className="sm:col-span-4"
        label={t('checkout.card_number')}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={(e) => set('number', maskCardNumber(e.target.value))}
        error={error('number', t('checkout.card_number_invalid'))}
      />
      <TextInput
        className="sm:col-span-4"
        label={t('checkout.card_holder')}
        name="cc-name"
        autoComplete="cc-name"
        value={card.holder}
        onChange={(e) => set('holder', e.target.value)}
        error={error('holder', t('checkout.card_holder_missing'))}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('checkout.card_expiry')}
        name="cc-exp"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        value={card.expiry}
        onChange={(e) => set('expiry', e.target.value)}
        error={error('expiry', t('checkout.card_expiry_invalid'))}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('checkout.card_cvv')}
        name="cc-csc"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        value={card.cvv}
        onChange={(e) => set('cvv', e.target.value.replace(/\D/g, ''))}
        error={error('cvv', t('checkout.card_cvv_invalid'))}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-4">
        <input type="checkbox" checked={card.save} onChange={(e) => set('save', e.target.checked)} />
        {t('checkout.card_save')}
      </label>
    </div>
  );
}
