import { usePage } from '@inertiajs/react';
import { useLaravelReactI18n } from 'laravel-react-i18n';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import ErrorDialogHost from '@/Components/Feedback/ErrorDialogHost';
import LoadingOverlay from '@/Components/Feedback/LoadingOverlay';
import CheckoutHeader from '@/Components/Header/CheckoutHeader';
import DefaultHeader from '@/Components/Header/DefaultHeader';
import Footer from '@/Components/Header/Footer';
import StoreHeader from '@/Components/Header/StoreHeader';
import { useGuardGate } from '@/hooks/useGuardGate';
import { useNavigationLoading } from '@/hooks/useNavigationLoading';
import { useSession } from '@/hooks/useSession';
import { Deferred } from '@/lib/deferred';
import { toastsWanted } from '@/lib/notify';
import StoreArea from './StoreArea';

const Toasts = lazy(() => import('@/Components/Feedback/Toasts'));
// Live events only concern a logged-in user: the realtime client loads with a session, not with every page.
const liveEvents = () => import('@/Components/Realtime/LiveEvents');

import { shellFor } from './shell';

/**
 * The persistent shell around every screen: the header the path calls for, the footer, toasts, the
 * 'Erro!' dialog and the loading overlay. Header and footer appear only once routing is ready.
 */
export default function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLaravelReactI18n();
  const page = usePage();
  const path = page.url.split('?')[0];
  const { header, footer } = shellFor(path);
  const gate = useGuardGate(page.props.route, page.url);
  const loading = useNavigationLoading();
  const ready = gate === 'ready';
  const appName = page.props.appName;
  const session = useSession();
  const wantToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);

  return (
    <div className="flex min-h-screen flex-col">
      {ready && header === 'default' && <DefaultHeader appName={appName} />}
      {ready && header === 'store' && <StoreHeader appName={appName} />}
      {ready && header === 'checkout' && <CheckoutHeader appName={appName} />}
      <main className="flex-1">
        {gate === 'failed' && (
          <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-slate-700">
            {t('errors.generic_retry')}
          </p>
        )}
        {ready && (header === 'store' ? <StoreArea>{children}</StoreArea> : children)}
      </main>
      {ready && footer && <Footer appName={appName} />}
      <LoadingOverlay show={gate === 'checking' || loading} />
      {ready && session && <Deferred load={liveEvents} />}
      <ErrorDialogHost />
      {wantToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
