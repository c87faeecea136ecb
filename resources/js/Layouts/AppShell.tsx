import { usePage } from '@inertiajs/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import DefaultHeader from '@/Components/Header/DefaultHeader';
import { useNavigationLoading } from '@/hooks/useNavigationLoading';
import { useSession } from '@/hooks/useSession';
import { Deferred } from '@/lib/deferred';
import { errorDialog } from '@/lib/dialog';
import { whenIdle } from '@/lib/idle';
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
  // The live events (websocket, pusher-js, laravel-echo, axios) connect once the page has come to life
  // and the browser is idle: not in the tasks that make the page interactive.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const dialog = useSyncExternalStore(errorDialog.subscribe, errorDialog.get, () => null);
  const wantToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  // The same elements while the header kind and the app name stay: a page's new props (a visit, the
  // deferred props arriving) re-render only the parts of the header and footer that read them.
  const top = useMemo(
    () =>
      header === 'default' ? (
        <DefaultHeader appName={appName} />
      ) : (
        <Deferred
          key={header}
          load={header === 'store' ? storeHeader : checkoutHeader}
          props={{ appName }}
          placeholder={headerPlaceholder}
        />
      ),
    [header, appName],
  );
  const bottom = useMemo(() => <Deferred load={footer} props={{ appName }} />, [appName]);

  return (
    <div className="flex min-h-screen flex-col">
      {top}
      <main className="flex-1">{header === 'store' ? <StoreArea>{children}</StoreArea> : children}</main>
      {showFooter && bottom}
      {loading && <Deferred load={loadingOverlay} />}
      {session && idle && <Deferred load={liveEvents} />}
      {dialog && <Deferred load={errorDialogLoader} props={{ state: dialog, onClose: closeDialog }} />}
      {wantToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
