import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Assets {
  /** Inertia asset version: changes whenever a new build (or dev server) is in place. */
  version: string;
  /** The tags `@vite([...])` prints for these entries. */
  tags(entries: string[]): string;
  /** The tags `@viteReactRefresh` prints (only when the dev server runs), with the page's CSP nonce. */
  reactRefresh(nonce: string): string;
}

const BASE = '/build/';

/** The Vite dev server's http and ws origins while it runs (public/hot), for the page's CSP. */
export function devServerOrigins(root: string): string[] {
  const hotFile = resolve(root, 'public/hot');
  return unlessChanged(`origins:${root}`, [hotFile], () => {
    if (!existsSync(hotFile)) return [];
    const url = new URL(readFileSync(hotFile, 'utf8').trim());
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  });
}

/** A file's size and modification time, or '-' when it is not there. */
function signature(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : '-';
}

const kept = new Map<string, { signature: string; value: unknown }>();

/**
 * `read()`'s answer, read again only when one of `files` changed (size or modification time): a stat per
 * call instead of reading and hashing the manifest on every request (a third of an Inertia visit's CPU).
 */
function unlessChanged<T>(key: string, files: string[], read: () => T): T {
  const now = files.map(signature).join('|');
  const entry = kept.get(key);
  if (entry && entry.signature === now) return entry.value as T;
  const value = read();
  kept.set(key, { signature: now, value });
  return value;
}

/**
 * The assets of public/hot (dev server) or public/build/manifest.json, read again whenever either file
 * changes, so a rebuild or a dev server start is picked up without restarting the host.
 */
export function loadAssets(root: string): Assets {
  const files = [resolve(root, 'public/hot'), resolve(root, 'public/build/manifest.json')];
  return unlessChanged(`assets:${root}`, files, () => readAssets(root));
}

function readAssets(root: string): Assets {
  const hotFile = resolve(root, 'public/hot');
  if (existsSync(hotFile)) {
    const devUrl = readFileSync(hotFile, 'utf8').trim().replace(/\/$/, '');
    return {
      version: createHash('md5').update(`hot:${devUrl}`).digest('hex'),
      tags: (entries) =>
        [`<script type="module" src="${devUrl}/@vite/client"></script>`]
          .concat(entries.map((e) => tagFor(`${devUrl}/${e}`)))
          .join('\n'),
      reactRefresh: (nonce) =>
        `<script type="module" nonce="${nonce}">import RefreshRuntime from '${devUrl}/@react-refresh';` +
        'RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$ = () => {};' +
        'window.$RefreshSig$ = () => (type) => type;window.__vite_plugin_react_preamble_installed__ = true;</script>',
    };
  }
  const manifestFile = resolve(root, 'public/build/manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      version: 'missing-build',
      tags: () => '<!-- no build: run `npm run build` or `npm run dev` -->',
      reactRefresh: () => '',
    };
  }
  const raw = readFileSync(manifestFile);
  const manifest = JSON.parse(raw.toString('utf8')) as Manifest;
  return {
    version: createHash('md5').update(raw).digest('hex'),
    tags: (entries) => manifestTags(manifest, entries),
    reactRefresh: () => '',
  };
}

function manifestTags(manifest: Manifest, entries: string[]): string {
  const css = new Set<string>();
  const preloads = new Set<string>();
  const scripts: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string, isEntry: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Unable to locate file in Vite manifest: ${key}.`);
    for (const c of chunk.css ?? []) css.add(BASE + c);
    for (const imp of chunk.imports ?? []) walk(imp, false);
    if (chunk.file.endsWith('.css')) css.add(BASE + chunk.file);
    else if (isEntry) scripts.push(BASE + chunk.file);
    else preloads.add(BASE + chunk.file);
  };
  for (const entry of entries) walk(entry, true);
  return [
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}" />`),
    ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
  ].join('\n');
}

function tagFor(url: string): string {
  return /\.(css|scss|sass|less)$/.test(url)
    ? `<link rel="stylesheet" href="${url}" />`
    : `<script type="module" src="${url}"></script>`;
}
