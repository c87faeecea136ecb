import type { router as inertiaRouter } from '@inertiajs/react';
import { translate } from './i18n';
import { notify } from './notify';

type Router = Pick<typeof inertiaRouter, 'on'>;

/** The server's `message` of a failed visit's JSON answer, if it has one. */
function messageOf(data: unknown): string | null {
  let body = data;
  if (typeof body === 'string') {
    if (!body.trimStart().startsWith('{')) return null;
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * A visit whose answer is not a page (a 5xx, a proxy error page) or that never got an answer does not
 * navigate: the screen stays where it was and a toast says it could not open (spec section 2: "any
 * other failure cancels the navigation"). Inertia's default would replace the screen with the raw
 * response in a modal. Guards (login, 403 of a store, 404) are pages decided by the server and are
 * not failures here.
 */
export function cancelFailedVisits(router: Router): () => void {
  const offHttp = router.on('httpException', (event) => {
    event.preventDefault();
    void notify.error(messageOf(event.detail.response.data) ?? translate('errors.generic_retry'));
  });
  const offNetwork = router.on('networkError', (event) => {
    event.preventDefault();
    void notify.error(translate('errors.generic_retry'));
  });
  return () => {
    offHttp();
    offNetwork();
  };
}
