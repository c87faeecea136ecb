import { type FormEvent, useState } from 'react';
import { paymentsApi } from '@/api/payments';
import CardForm from '@/Components/Checkout/CardForm';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { type CardDraft, type CardField, cardInput, cardProblems } from '@/hooks/checkout/payment';
import { useApiForm } from '@/hooks/useApiForm';
import { cardTokenBody, tokenizeCard } from '@/lib/cardTokenizer';
import { tokenizeErrorKey } from '@/lib/cardTokenizer/messages';
import { useCardTokenizer } from '@/lib/cardTokenizer/useCardTokenizer';
import { useLaravelReactI18n } from '@/lib/useI18n';

const EMPTY: CardDraft = { number: '', holder: '', expiry: '', cvv: '', save: true };

/**
 * Adds a card (useApiForm): checked (Luhn, brand, holder, expiry, cvv) and tokenized in the browser by the gateway's
 * tokenizer, then POST /pagbank/orders/add_credit_card with the token, brand, last 4 and expiry only.
 * The number and the cvv never leave the browser except to the gateway.
 */
export default function AddCardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLaravelReactI18n();
  const tokenizer = useCardTokenizer();
  const form = useApiForm<CardDraft>(EMPTY);
  const [problems, setProblems] = useState<CardField[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.processing) return;
    const found = cardProblems(form.data);
    setProblems(found);
    if (found.length > 0) return;
    await form.submit(
      async (card) => {
        let body: ReturnType<typeof cardTokenBody>;
        try {
          body = cardTokenBody(await tokenizeCard(tokenizer, cardInput(card)));
        } catch (error) {
          // The gateway's tokenizer refused the card: a warning, nothing sent.
          return { error: true, message: t(tokenizeErrorKey(error)) };
        }
        return paymentsApi.addCreditCard(body);
      },
      {
        success: (data) => data.message || t('spec.saved'),
        onSuccess: () => {
          form.reset();
          setProblems([]);
          onSaved();
        },
        errorMessage: t('spec.unknown'),
      },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate data-testid="add-card-form">
      <CardForm card={form.data} problems={problems} onChange={form.setData} showSave={false} />
      <p className="text-xs text-slate-500">{t('cards.tokenized_note')}</p>
      <PrimaryButton disabled={form.processing}>
        {t(form.processing ? 'cards.saving' : 'cards.add')}
      </PrimaryButton>
    </form>
  );
}
