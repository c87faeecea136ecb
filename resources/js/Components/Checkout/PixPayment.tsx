import { formatDateTime, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import CopyButton from './CopyButton';

interface Props {
  /** The QR code image the server made of the payload (a data URL or an image URL). */
  qrCode: string | null;
  /** The "copia e cola" BR Code. */
  payload: string;
  amount?: number | null;
  expiresAt?: string | null;
}

const expiryTime = (expiresAt: string) => formatDateTime(expiresAt);

/** PIX payment: the QR code to scan and the copy-and-paste code with a copy button. */
export default function PixPayment({ qrCode, payload, amount, expiresAt }: Props) {
  const { t } = useLaravelReactI18n();
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start" data-testid="pix-payment">
      {qrCode && (
        <img
          src={qrCode}
          alt={t('checkout.pix_qr_alt')}
          className="h-56 w-56 shrink-0 rounded-md border border-slate-200 bg-white p-2"
        />
      )}
      <div className="w-full min-w-0 space-y-3">
        <p className="text-sm text-slate-700">{t('checkout.pix_scan')}</p>
        {amount != null && <p className="text-lg font-bold text-slate-900">{formatMoney(amount)}</p>}
        <label className="block text-sm font-medium text-slate-700" htmlFor="pix-code">
          {t('checkout.pix_code')}
        </label>
        <textarea
          id="pix-code"
          readOnly
          value={payload}
          rows={3}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full resize-none break-all rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
        />
        <CopyButton text={payload} className="w-full sm:w-auto" />
        {expiresAt && expiryTime(expiresAt) && (
          <p className="text-xs text-slate-500">
            {t('checkout.pix_expires', { time: expiryTime(expiresAt) })}
          </p>
        )}
      </div>
    </div>
  );
}
