import { Link, router } from '@inertiajs/react';
import { sellerSandboxApi } from '@/api/sellerSandbox';
import PixPayment from '@/Components/Checkout/PixPayment';
import SandboxPayButton from '@/Components/Checkout/SandboxPayButton';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import CurrentSubscription from '@/Components/Seller/Plans/CurrentSubscription';
import PaymentForm from '@/Components/Seller/Plans/PaymentForm';
import PlanCard from '@/Components/Seller/Plans/PlanCard';
import { usePendingChargePoll } from '@/hooks/plans/usePendingChargePoll';
import { usePlanActions } from '@/hooks/plans/usePlanActions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PlansSubscribeProps } from '@/types/pages/sellerPlans';

/**
 * /my-store/plan-assinature/{store_id}?plan=: pays the plan picked in the URL by PIX (QR code and
 * copy-and-paste code; the page follows the payment and shows "Ativo" once it is in) or by a saved
 * card; the current subscription can be canceled now or at its due date. Without `?plan=`, the plans
 * to pick from.
 */
export default function MyStorePlansSubscribe({
  store,
  plans,
  plan,
  subscription,
  cards,
}: PlansSubscribeProps) {
  const { t } = useLaravelReactI18n();
  const actions = usePlanActions(store.id);
  const pending = subscription?.pending_charge ?? null;
  usePendingChargePoll(store.id, pending !== null);
  const onThisPlan = subscription?.plan?.id === plan?.id && subscription?.status === 'active' && !pending;

  return (
    <>
      <ScreenTitle />
      <div className="space-y-4">
        <CurrentSubscription
          subscription={subscription}
          processing={actions.processing}
          onCancelNow={() => void actions.cancelNow()}
          onCancelAtDueDate={() => void actions.cancelAtDueDate()}
        />
        {pending?.pix && (
          <section className="space-y-3 rounded-lg bg-white p-5 shadow" data-testid="plan-pix">
            <h2 className="font-semibold text-slate-900">{t('plans.pix_title')}</h2>
            <PixPayment
              qrCode={pending.pix.qr_code}
              payload={pending.pix.payload}
              amount={pending.amount}
              expiresAt={pending.pix.expires_at}
            />
            <p className="text-sm text-slate-600">{t('plans.pix_waiting')}</p>
            {pending.charge_id && (
              <SandboxPayButton
                chargeId={pending.charge_id}
                pay={sellerSandboxApi.payPlanPix}
                onPaid={() => router.reload({ only: ['subscription'] })}
              />
            )}
          </section>
        )}
        {plan && onThisPlan && (
          <p className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900" data-testid="plan-active">
            {t('plans.active_now', { plan: plan.name })}
          </p>
        )}
        {plan && !onThisPlan && !pending && (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <PlanCard plan={plan} current={false} />
            <PaymentForm
              storeId={store.id}
              plan={plan}
              cards={cards}
              processing={actions.processing}
              onPay={(method, cardId) => void actions.subscribe(plan.id, method, cardId)}
            />
          </div>
        )}
        {!plan && (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {plans
              .filter((p) => !p.free)
              .map((p) => (
                <PlanCard key={p.id} plan={p} current={subscription?.plan?.id === p.id}>
                  <Link
                    href={route('my-store.plans.subscribe', { store_id: store.id, plan: p.id })}
                    className="inline-flex w-full justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    {t('plans.choose')}
                  </Link>
                </PlanCard>
              ))}
          </div>
        )}
        <Link
          href={route('my-store.plans', { store_id: store.id })}
          className="text-sm text-brand-700 underline"
        >
          {t('plans.back')}
        </Link>
      </div>
    </>
  );
}
