import TextInput from '@/Components/Form/TextInput';
import { type CardDraft, type CardField, maskCardNumber } from '@/hooks/checkout/payment';
import { cardProblemKey } from '@/lib/cardTokenizer/messages';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  card: CardDraft;
  problems: CardField[];
  onChange: (card: CardDraft) => void;
  /** The "keep this card" checkbox (the checkout); a form that always saves leaves it out. */
  showSave?: boolean;
}

/**
 * A new credit card: number, holder, expiry, CVV and whether to keep it for next time. The fields have
 * no `name`: even a form posted by the browser itself could not send them to the host; the card
 * leaves this form only as the gateway's token (lib/cardTokenizer).
 */
export default function CardForm({ card, problems, onChange, showSave = true }: Props) {
  const { t } = useLaravelReactI18n();
  const set = (key: keyof CardDraft, value: string | boolean) => onChange({ ...card, [key]: value });
  const digits = card.number.replace(/\D/g, '').length;
  const error = (...fields: CardField[]) => {
    const problem = fields.find((f) => problems.includes(f));
    return problem ? t(cardProblemKey(problem, digits)) : undefined;
  };

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-4" data-testid="card-form">
      <TextInput
        className="sm:col-span-4"
        label={t('checkout.card_number')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={(e) => set('number', maskCardNumber(e.target.value))}
        error={error('number', 'brand')}
      />
      <TextInput
        className="sm:col-span-4"
        label={t('checkout.card_holder')}
        autoComplete="cc-name"
        value={card.holder}
        onChange={(e) => set('holder', e.target.value)}
        error={error('holder')}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('checkout.card_expiry')}
        autoComplete="cc-exp"
        placeholder="MM/AA"
        value={card.expiry}
        onChange={(e) => set('expiry', e.target.value)}
        error={error('expiry', 'expired')}
      />
      <TextInput
        className="sm:col-span-2"
        label={t('checkout.card_cvv')}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        value={card.cvv}
        onChange={(e) => set('cvv', e.target.value.replace(/\D/g, ''))}
        error={error('cvv')}
      />
      {showSave && (
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-4">
          <input type="checkbox" checked={card.save} onChange={(e) => set('save', e.target.checked)} />
          {t('checkout.card_save')}
        </label>
      )}
    </div>
  );
}
