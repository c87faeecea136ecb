import { Link } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Plan, PlanCardOption, SubscriptionMethod } from '@/types/pages/sellerPlans';

interface Props {
  storeId: number;
  plan: Plan;
  cards: PlanCardOption[];
  processing: boolean;
  onPay: (method: SubscriptionMethod, cardId: number | null) => void;
}

/** How to pay the plan: PIX, or one of the owner's saved cards (with a link to add one). */
export default function PaymentForm({ storeId, plan, cards, processing, onPay }: Props) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const [method, setMethod] = useState<SubscriptionMethod>('pix');
  const [cardId, setCardId] = useState<number | null>(cards[0]?.id ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(method, method === 'card' ? cardId : null);
  };
  const option = (value: SubscriptionMethod, label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name={`${id}-method`}
        value={value}
        checked={method === value}
        onChange={() => setMethod(value)}
      />
      {label}
    </label>
  );
  return (
    <form onSubmit={submit} className="space-y-4 rounded-lg bg-white p-5 shadow" data-testid="plan-payment">
      <p className="text-sm text-slate-700">
        {t('plans.pay_for', { plan: plan.name, price: formatMoney(plan.price) })}
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('plans.method')}</legend>
        {option('pix', t('plans.method_pix'))}
        {option('card', t('plans.method_card'))}
      </fieldset>
      {method === 'card' && (
        <div className="space-y-2">
          {cards.length > 0 ? (
            <>
              <label htmlFor={`${id}-card`} className="block text-sm font-medium text-slate-700">
                {t('plans.card')}
              </label>
              <select
                id={`${id}-card`}
                value={cardId ?? ''}
                onChange={(e) => setCardId(Number(e.target.value) || null)}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              >
                {cards.map((card) => (
                  <option key={card.id} value={card.id}>
                    {t('plans.card_option', {
                      brand: card.brand.toUpperCase(),
                      last4: card.last4,
                      month: String(card.exp_month).padStart(2, '0'),
                      year: card.exp_year,
                    })}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t('plans.no_cards')}</p>
          )}
          <Link
            href={route('my-store.bank-card-credit', { store_id: storeId })}
            className="text-sm font-medium text-brand-700 underline"
          >
            {t('plans.add_card')}
          </Link>
        </div>
      )}
      <PrimaryButton disabled={processing || (method === 'card' && !cardId)}>
        {t(method === 'pix' ? 'plans.generate_pix' : 'plans.pay_card')}
      </PrimaryButton>
    </form>
  );
}
