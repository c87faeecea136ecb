import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreStatus } from '@/types/pages/sellerOnboarding';

const STYLE: Record<StoreStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  blocked: 'bg-red-100 text-red-800',
};

/** Ativa / Aguardando ativação / Bloqueada. */
export default function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const { t } = useLaravelReactI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${STYLE[status]}`}
      data-testid="store-status"
    >
      {t(`seller.store_status.${status}`)}
    </span>
  );
}
