import { subscriptionStatusKey, subscriptionStatusTone } from '@/lib/subscriptionStatus';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** A subscription's status as its spec label (Ativo, Pendente, Atrasado…; Desconhecido otherwise). */
export default function SubscriptionStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useLaravelReactI18n();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${subscriptionStatusTone(status)}`}
      data-testid="subscription-status"
    >
      {t(subscriptionStatusKey(status))}
    </span>
  );
}
