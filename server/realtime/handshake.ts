import type { AppState } from './context.ts';
import { ErrorCode, SUPPORTED_PROTOCOLS } from './protocol.ts';

/**
 * Checks the websocket URL pusher-js opens: `/app/{key}?protocol=7&client=js&version=8.x`.
 * Failures are reported over the socket (pusher:error + close code), as Pusher does, because
 * browsers hide HTTP status codes of failed upgrades from scripts.
 */

export type HandshakeResult = { ok: true; app: AppState } | { ok: false; code: number; message: string };

const APP_PATH = /^\/app\/([^/]+)\/?$/;

export function checkHandshake(url: URL, appsByKey: ReadonlyMap<string, AppState>): HandshakeResult {
  const match = APP_PATH.exec(url.pathname);
  if (!match)
    return {
      ok: false,
      code: ErrorCode.PathNotFound,
      message: `Path not found: ${url.pathname.slice(0, 100)}`,
    };

  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return { ok: false, code: ErrorCode.AppNotFound, message: 'App key is not valid' };
  }

  const app = appsByKey.get(key);
  if (!app)
    return { ok: false, code: ErrorCode.AppNotFound, message: `App key ${key.slice(0, 64)} does not exist` };

  const protocol = url.searchParams.get('protocol');
  if (protocol === null || protocol === '') {
    return { ok: false, code: ErrorCode.NoProtocolVersion, message: 'No protocol version supplied' };
  }
  if (!/^\d+$/.test(protocol)) {
    return { ok: false, code: ErrorCode.InvalidVersionFormat, message: 'Invalid version string format' };
  }
  const version = Number(protocol);
  if (version < SUPPORTED_PROTOCOLS.min || version > SUPPORTED_PROTOCOLS.max) {
    return {
      ok: false,
      code: ErrorCode.UnsupportedProtocolVersion,
      message: `Unsupported protocol version ${version}; supported: ${SUPPORTED_PROTOCOLS.min}-${SUPPORTED_PROTOCOLS.max}`,
    };
  }
  return { ok: true, app };
}
