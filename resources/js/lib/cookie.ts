/** A cookie's value as the browser holds it (the XSRF-TOKEN the host sets, echoed in X-XSRF-TOKEN). */
export function readCookie(name: string): string | null {
  const match = globalThis.document?.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}
