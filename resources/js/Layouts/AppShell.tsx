import { usePage } from '@inertiajs/react';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import DefaultHeader from '@/Components/Header/DefaultHeader';
import { useNavigationLoading } from '@/hooks/useNavigationLoading';
import { useSession } from '@/hooks/useSession';
import { Deferred } from '@/lib/deferred';
import { errorDialog } from '@/lib/dialog';
import { notify, toastsWanted } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import StoreArea from './StoreArea';

const closeDialog = () => errorDialog.close();

const Toasts = lazy(() => import('@/Components/Feedback/Toasts'));
const headerPlaceholder = <div className="h-14 bg-brand-900" aria-hidden="true" />;

import type { ShellKind } from './shell';
import {
  checkoutHeader,
  errorDialogLoader,
  footer,
  liveEvents,
  loadingOverlay,
  storeHeader,
} from './shellParts';

/** Spec section 9: the store-access 403 message stays 10 seconds. */
export const STORE_FORBIDDEN_TOAST_MS = 10_000;

/**
 * The persistent shell around every screen: the header and footer its page gets (`shell`, from
 * Layouts/layouts.ts), toasts, the 'Erro!' dialog and the loading overlay. The server has applied the
 * route's guard before the page arrives (docs/architecture.md), so the screen renders at once, on the
 * server and in the browser.
 */
export default function AppShell({
  children,
  shell = { header: 'default', footer: true },
}: {
  children: ReactNode;
  shell?: ShellKind;
}) {
  const { t } = useLaravelReactI18n();
  const page = usePage();
  const { header, footer: showFooter } = shell;
  const loading = useNavigationLoading();
  const storeForbidden = (page.flash as { store_forbidden?: string } | undefined)?.store_forbidden;
  // A store area the user may not enter: the server sent them to the store list with its message.
  useEffect(() => {
    if (storeForbidden) notify.error(storeForbidden || t('errors.store_forbidden'), STORE_FORBIDDEN_TOAST_MS);
  }, [storeForbidden, t]);
  // Marks the document once the app runs in the browser (hydrated, or rendered without SSR): from here
  // on buttons and links work through JavaScript. Browser tests wait for it after a full page load.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  const appName = page.props.appName;
  const session = useSession();
  const dialog = useSyncExternalStore(errorDialog.subscribe, errorDialog.get, () => null);
  const wantToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);

  return (
    <div className="flex min-h-screen flex-col">
      {header === 'default' && <DefaultHeader appName={appName} />}
      {header === 'store' && (
        <Deferred load={storeHeader} props={{ appName }} placeholder={headerPlaceholder} />
      )}
      {header === 'checkout' && (
        <Deferred load={checkoutHeader} props={{ appName }} placeholder={headerPlaceholder} />
      )}
      <main className="flex-1">{header === 'store' ? <StoreArea>{children}</StoreArea> : children}</main>
      {showFooter && <Deferred load={footer} props={{ appName }} />}
      {loading && <Deferred load={loadingOverlay} />}
      {session && <Deferred load={liveEvents} />}
      {dialog && <Deferred load={errorDialogLoader} props={{ state: dialog, onClose: closeDialog }} />}
      {wantToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
