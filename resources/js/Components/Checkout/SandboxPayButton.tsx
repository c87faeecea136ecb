import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { sandboxApi } from '@/api/sandbox';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  chargeId: string;
  /** Which sandbox charge to pay: the buyer's order PIX by default, or a store's own (featured ad, plan). */
  pay?: (chargeId: string) => Promise<unknown>;
  /** Reads the order again once the sandbox says it is paid. */
  onPaid?: () => void | Promise<void>;
}

/**
 * "Pagar (sandbox)": pays the waiting PIX through the sandbox gateway, as a bank app scanning the code
 * would. Shown only while the host runs the sandbox payment driver (the `sandbox` shared prop); a real
 * gateway's PIX is paid by the buyer's bank only.
 */
export default function SandboxPayButton({ chargeId, pay = sandboxApi.payPix, onPaid }: Props) {
  const { t } = useLaravelReactI18n();
  const sandbox = usePage().props.sandbox === true;
  const [paying, setPaying] = useState(false);
  if (!sandbox) return null;

  const payNow = async () => {
    setPaying(true);
    try {
      await pay(chargeId);
      await onPaid?.();
    } catch {
      notify.error(t('checkout.sandbox_pay_failed'));
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="rounded-md border border-dashed border-amber-400 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t('checkout.sandbox_pay_hint')}</p>
      <button
        type="button"
        onClick={payNow}
        disabled={paying}
        className="mt-2 rounded-md bg-amber-600 px-4 py-2 font-semibold text-white hover:bg-amber-700 disabled:opacity-60"
      >
        {paying ? t('checkout.sandbox_paying') : t('checkout.sandbox_pay')}
      </button>
    </div>
  );
}
