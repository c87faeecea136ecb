import { AsyncLocalStorage } from 'node:async_hooks';
import { isValidSocketId } from './channel-names.ts';

/**
 * The socket of the browser whose request is being handled (its `X-Socket-ID` header), so that
 * broadcasts raised by that request skip it: the tab that made a change already shows it, and only
 * the user's other tabs and devices need the event (Laravel's `toOthers()`, applied to every
 * broadcast of the request).
 *
 * Only while the request is still being answered: a timer or job started by the request (a payment
 * settling later) broadcasts after the answer went out, and then every socket hears it.
 */
interface SocketOrigin {
  socketId: string;
  /** False once the answer was sent. */
  answering(): boolean;
}

export const originSocketStorage = new AsyncLocalStorage<SocketOrigin | undefined>();

/** Socket id to exclude from broadcasts made now, if any. */
export function originSocketId(): string | undefined {
  const current = originSocketStorage.getStore();
  return current?.answering() ? current.socketId : undefined;
}

/** The store for a request with this X-Socket-ID value; undefined unless it is a valid socket id. */
export function originFor(socketId: unknown, answering: () => boolean): SocketOrigin | undefined {
  return isValidSocketId(socketId) ? { socketId, answering } : undefined;
}
