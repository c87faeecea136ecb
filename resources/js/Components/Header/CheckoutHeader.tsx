import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The checkout header: the brand and a secure-purchase mark, no navigation away from the purchase. */
export default function CheckoutHeader({ appName }: { appName: string }) {
  const { t } = useLaravelReactI18n();
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="checkout-header">
      <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
        <Link href={route('home')} className="text-lg font-extrabold text-brand-900">
          {appName}
        </Link>
        <span className="flex items-center gap-1 text-sm font-medium text-green-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
            <path d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4Zm0 11h7c-.5 4.1-3.3 7.8-7 8.9V12H5V6.3l7-3.1V12Z" />
          </svg>
          {t('checkout_header.secure')}
        </span>
      </div>
    </header>
  );
}
