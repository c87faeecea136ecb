/**
 * The two query-string calls Ziggy makes, standing in for its `qs-esm` dependency (vite.config.ts and
 * vitest.config.ts alias `qs-esm` here). Ziggy only ever calls `stringify(query, {addQueryPrefix: true,
 * arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true, encoder})` to build a URL and
 * `parse(search)` to read one; qs-esm is 6 KB gzipped of every first load for those two calls, and the
 * smaller libraries (picoquery, query-string) speak other bracket syntaxes or weigh about as much.
 * tests/js/querystring.test.ts checks the output against qs-esm itself, call for call.
 */

type Value = unknown;

/** qs's RFC 3986 encoding: encodeURIComponent, plus the five characters it leaves alone. */
function encode(value: Value): string {
  const text = typeof value === 'boolean' ? String(Number(value)) : String(value);
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function pairs(prefix: string, value: Value, out: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pairs(`${prefix}[${index}]`, item, out);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pairs(`${prefix}[${key}]`, item, out);
  } else {
    out.push(`${prefix}=${encode(value)}`);
  }
}

/** Nested objects and arrays as `a[b]=c` and `a[0]=c`; null and undefined left out; keys not encoded. */
export function stringify(query: Record<string, Value>, options: { addQueryPrefix?: boolean } = {}): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) pairs(key, value, out);
  if (out.length === 0) return '';
  return (options.addQueryPrefix ? '?' : '') + out.join('&');
}

type Tree = { [key: string]: string | string[] | Tree };

function decode(text: string): string {
  const plain = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/** Puts one value at the path of a bracketed key (`a[b][0]`, `a[]`), as qs does for these shapes. */
function assign(tree: Tree, path: string[], value: string): void {
  let node: Tree = tree;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const last = i === path.length - 1;
    const next = path[i + 1];
    if (last) {
      const existing = node[key];
      if (key === '' || existing === undefined) {
        if (key === '') (node as unknown as string[]).push(value);
        else node[key] = value;
      } else {
        node[key] = Array.isArray(existing) ? [...existing, value] : [existing as string, value];
      }
      return;
    }
    if (node[key] === undefined || typeof node[key] === 'string') {
      node[key] = (next === '' || /^\d+$/.test(next) ? [] : {}) as unknown as Tree;
    }
    node = node[key] as Tree;
  }
}

/** `a=1&b[0]=2&c[d]=3&e[]=4` into nested objects and arrays; repeated keys become arrays. */
export function parse(search: string): Tree {
  const tree: Tree = {};
  for (const part of (search ?? '').replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decode(part.slice(eq + 1));
    const [head, ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    assign(tree, path, value);
  }
  return tree;
}
