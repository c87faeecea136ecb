import { type FormEvent, useState } from 'react';
import { paymentsApi } from '@/api/payments';
import CardForm from '@/Components/Checkout/CardForm';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { type CardDraft, type CardField, cardInput, cardProblems } from '@/hooks/checkout/payment';
import { cardTokenBody, tokenizeCard } from '@/lib/cardTokenizer';
import { tokenizeErrorKey } from '@/lib/cardTokenizer/messages';
import { useCardTokenizer } from '@/lib/cardTokenizer/useCardTokenizer';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';

const EMPTY: CardDraft = { number: '', holder: '', expiry: '', cvv: '', save: true };

/**
 * Adds a card: checked (Luhn, brand, holder, expiry, cvv) and tokenized in the browser by the gateway's
 * tokenizer, then POST /pagbank/orders/add_credit_card with the token, brand, last 4 and expiry only.
 * The number and the cvv never leave the browser except to the gateway.
 */
export default function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLaravelReactI18n();
  const tokenizer = useCardTokenizer();
  const [card, setCard] = useState<CardDraft>(EMPTY);
  const [problems, setProblems] = useState<CardField[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = cardProblems(card);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      let body: ReturnType<typeof cardTokenBody>;
      try {
        body = cardTokenBody(await tokenizeCard(tokenizer, cardInput(card)));
      } catch (error) {
        notify.warning(t(tokenizeErrorKey(error)));
        return;
      }
      try {
        const data = await paymentsApi.addCreditCard(body);
        notify.success(data.message || t('spec.saved'));
        setCard(EMPTY);
        setProblems([]);
        onSaved();
      } catch (error) {
        const message = isHttpError<{ message?: string }>(error) ? error.response?.data?.message : undefined;
        notify.error(message || t('spec.unknown'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate data-testid="add-card-form">
      <CardForm card={card} problems={problems} onChange={setCard} showSave={false} />
      <p className="text-xs text-slate-500">{t('cards.tokenized_note')}</p>
      <PrimaryButton disabled={busy}>{t(busy ? 'cards.saving' : 'cards.add')}</PrimaryButton>
    </form>
  );
}
