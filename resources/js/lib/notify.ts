import type { ReactNode } from 'react';

export const TOAST_AUTO_CLOSE_MS = 5000;

type Kind = 'success' | 'warning' | 'error' | 'info';

/**
 * react-toastify is loaded with the first toast, not with the page: it stays out of the shared chunk.
 * Toasts raised before its container mounts wait in its queue. `toastsWanted` tells the shell to mount it.
 */
export const toastsWanted = {
  value: false,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void): () => void {
    toastsWanted.listeners.add(listener);
    return () => toastsWanted.listeners.delete(listener);
  },
  get: () => toastsWanted.value,
};

function show(kind: Kind, message: ReactNode, autoClose: number): Promise<void> {
  if (!toastsWanted.value) {
    toastsWanted.value = true;
    for (const l of toastsWanted.listeners) l();
  }
  return import('react-toastify').then(({ toast }) => {
    toast[kind](message, { autoClose });
  });
}

/** The one place toasts are raised: top-right, one at a time, 5 s (set on the container in the shell). */
export const notify = {
  success: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('success', message, autoClose),
  warning: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('warning', message, autoClose),
  error: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('error', message, autoClose),
  info: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('info', message, autoClose),
  /** A success toast with more than text (a link to go on with, as "Adicionado ao carrinho · Ver carrinho"). */
  successContent: (content: ReactNode, autoClose = TOAST_AUTO_CLOSE_MS) =>
    show('success', content, autoClose),
};
