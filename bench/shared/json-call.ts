/**
 * The headers of a JSON call to the host as the app's axios instance sends it, with the double-submit
 * XSRF token (server/http/support/xsrf.ts: any token passes when the cookie and the header agree) and,
 * when given, a bearer token. For the benchmarks that call the API (checkout, optimizer, Lighthouse's
 * login).
 */
export function jsonCallHeaders(xsrf: string, token?: string): Record<string, string> {
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}
