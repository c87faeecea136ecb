import { formatCEP as maskCep } from '@brazilian-utils/brazilian-utils';
import { type FormEvent, useId, useState } from 'react';
import { useShippingQuote } from '@/hooks/cart/useShippingQuote';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartStore } from '@/types/cart';

/**
 * "Calcular frete": the cart's stores quoted to any CEP (GET /v1/shippiments?cep=), to compare before
 * registering or choosing the delivery address. The store groups keep the options to the cart's
 * address, which are the ones the checkout charges (docs/checkout.md).
 */
export default function ShippingQuote({ stores }: { stores: CartStore[] }) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const [cep, setCep] = useState('');
  const { state, quote } = useShippingQuote();
  const storeName = (storeId: number) => stores.find((s) => s.id === storeId)?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void quote(cep);
  };

  return (
    <section className="space-y-2 rounded-lg bg-white p-4 text-sm shadow" data-testid="shipping-quote">
      <h2 className="font-semibold text-slate-900">{t('cart.quote_title')}</h2>
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label htmlFor={id} className="sr-only">
          {t('address.cep')}
        </label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={cep}
          onChange={(e) => setCep(maskCep(e.target.value))}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
        />
        <button
          type="submit"
          disabled={state.status === 'loading'}
          className="rounded-md border border-brand-600 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          {state.status === 'loading' ? t('cart.quote_loading') : t('cart.quote_submit')}
        </button>
      </form>
      {state.status === 'error' && (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <div role="status" className="space-y-2">
          <p className="text-slate-600">{t('cart.quote_to', { cep: state.cep })}</p>
          <ul className="space-y-2">
            {state.shippings.map((shipping) => (
              <li key={shipping.store_id} data-testid={`quote-${shipping.store_id}`}>
                <p className="font-medium text-slate-800">{storeName(shipping.store_id)}</p>
                {shipping.options.length === 0 ? (
                  <p className="text-slate-600">{shipping.message || t('cart.quote_none')}</p>
                ) : (
                  <ul className="text-slate-700">
                    {shipping.options.map((option) => (
                      <li key={option.service} className="flex justify-between gap-2">
                        <span>
                          {option.name} ·{' '}
                          {option.delivery_days === 1
                            ? t('cart.delivery_day', { days: 1 })
                            : t('cart.delivery_days', { days: option.delivery_days })}
                        </span>
                        <span className="font-semibold">
                          {option.price === 0 ? t('cart.free') : formatMoney(option.price)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
