import type { AlertState } from '@/hooks/useAlert';

const STYLES: Record<AlertState['kind'], string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
};

export default function AlertMessage({ alert }: { alert: AlertState | null }) {
  if (!alert) return null;
  return (
    <div role="alert" className={`rounded-md border px-3 py-2 text-sm ${STYLES[alert.kind]}`}>
      {alert.message}
    </div>
  );
}
