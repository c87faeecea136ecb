import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartTotals as Totals } from '@/types/cart';

/** Subtotal, shipping, discount, wallet credit and what is left to pay. */
export default function CartTotals({ totals }: { totals: Totals }) {
  const { t } = useLaravelReactI18n();
  const row = 'flex justify-between gap-4';
  return (
    <dl className="space-y-1 text-sm" data-testid="cart-totals">
      <div className={row}>
        <dt className="text-slate-600">{t('cart.subtotal')}</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t('cart.shipping')}</dt>
        <dd>{formatMoney(totals.shipping)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t('cart.discount')}</dt>
        <dd>{totals.discount > 0 ? `− ${formatMoney(totals.discount)}` : formatMoney(0)}</dd>
      </div>
      <div className={`${row} border-t border-slate-100 pt-1 font-medium`}>
        <dt>{t('cart.total')}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
      {totals.wallet_credit > 0 && (
        <div className={`${row} text-green-700`}>
          <dt>{t('cart.wallet_credit')}</dt>
          <dd>− {formatMoney(totals.wallet_credit)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-slate-100 pt-1 text-base font-bold`}>
        <dt>{t('cart.to_pay')}</dt>
        <dd data-testid="cart-to-pay">{formatMoney(totals.to_pay)}</dd>
      </div>
    </dl>
  );
}
