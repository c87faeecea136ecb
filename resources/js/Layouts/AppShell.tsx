import { usePage } from '@inertiajs/react';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import DefaultHeader from '@/Components/Header/DefaultHeader';
import { useGuardGate } from '@/hooks/useGuardGate';
import { useNavigationLoading } from '@/hooks/useNavigationLoading';
import { useSession } from '@/hooks/useSession';
import { Deferred } from '@/lib/deferred';
import { errorDialog } from '@/lib/dialog';
import { toastsWanted } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import StoreArea from './StoreArea';

const closeDialog = () => errorDialog.close();

const Toasts = lazy(() => import('@/Components/Feedback/Toasts'));
// Not in the first paint of most screens: the store area's and the checkout's headers, the footer
// (below the content) and the loading overlay (shown after 200 ms of waiting) load when first shown.
const storeHeader = () => import('@/Components/Header/StoreHeader');
const checkoutHeader = () => import('@/Components/Header/CheckoutHeader');
const footer = () => import('@/Components/Header/Footer');
const loadingOverlay = () => import('@/Components/Feedback/LoadingOverlay');
// The 'Erro!' dialog (and Headless UI with it) loads only when there is an error to show.
const errorDialogLoader = () => import('@/Components/Feedback/ErrorDialog');
const headerPlaceholder = <div className="h-14 bg-brand-900" aria-hidden="true" />;
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
  const { header, footer: showFooter } = shellFor(path);
  const gate = useGuardGate(page.props.route, page.url);
  const loading = useNavigationLoading();
  const ready = gate === 'ready';
  const appName = page.props.appName;
  const session = useSession();
  const dialog = useSyncExternalStore(errorDialog.subscribe, errorDialog.get, () => null);
  const wantToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);

  return (
    <div className="flex min-h-screen flex-col">
      {ready && header === 'default' && <DefaultHeader appName={appName} />}
      {ready && header === 'store' && (
        <Deferred load={storeHeader} props={{ appName }} placeholder={headerPlaceholder} />
      )}
      {ready && header === 'checkout' && (
        <Deferred load={checkoutHeader} props={{ appName }} placeholder={headerPlaceholder} />
      )}
      <main className="flex-1">
        {gate === 'failed' && (
          <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-slate-700">
            {t('errors.generic_retry')}
          </p>
        )}
        {ready && (header === 'store' ? <StoreArea>{children}</StoreArea> : children)}
      </main>
      {ready && showFooter && <Deferred load={footer} props={{ appName }} />}
      {(gate === 'checking' || loading) && <Deferred load={loadingOverlay} />}
      {ready && session && <Deferred load={liveEvents} />}
      {dialog && <Deferred load={errorDialogLoader} props={{ state: dialog, onClose: closeDialog }} />}
      {wantToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
