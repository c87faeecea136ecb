import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorDialog } from '@/lib/dialog';

// The dialog (and Headless UI with it) loads only when there is an error to show.
const ErrorDialog = lazy(() => import('./ErrorDialog'));

export default function ErrorDialogHost() {
  const state = useSyncExternalStore(errorDialog.subscribe, errorDialog.get, () => null);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog state={state} onClose={() => errorDialog.close()} />
    </Suspense>
  );
}
