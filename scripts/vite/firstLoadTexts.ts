/**
 * `virtual:first-load-texts`: the part of the page locale's translations that the first paint of `/`
 * needs, bundled with the app; the whole file loads on demand (resources/js/lib/i18n.ts).
 *
 * The keys are found in the sources the first load is made of: resources/js/app.tsx and boot.tsx, the
 * home page and
 * everything they import statically (type-only imports aside). A key is taken when a string literal in
 * those files equals it, or when a template literal's fixed start (`conditions.${c}`) begins it. Pages
 * and the shell's lazy parts are left out: their texts come with the whole file, which every other
 * page waits for and `/` fetches right after its first paint. A key looked up before the whole file has
 * arrived renders once the file is there, so a key this scan misses costs a late text, never a raw key.
 *
 * No bundler plugin does this (they split translations by file or by namespace, not by what one entry
 * point uses), hence this scan.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { virtualModule } from './virtualModule.ts';

export const FIRST_LOAD_TEXTS_ID = 'virtual:first-load-texts';

/** The locale the root view declares, the one bundled in part. */
export const BUNDLED_LOCALE = 'pt_BR';
/** Screens whose texts are all in the bundled part (Inertia component names). */
export const FIRST_LOAD_PAGES = ['Home/Index'];

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, specifier: string, root: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = resolve(root, 'resources/js', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package: no texts of ours in it
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (/\.tsx?$/.test(path) && existsSync(path)) return path;
  }
  return null;
}

/** Static, non-type-only imports and re-exports of a module. */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const m of source.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm,
  ))
    if (!m[1]) specifiers.push(m[2]);
  return specifiers;
}

/** The source files the first load of `/` runs. */
export function firstLoadFiles(root: string): string[] {
  const entries = [
    resolve(root, 'resources/js/app.tsx'),
    // The app proper, which the entry loads right after the first paint (app.tsx says why).
    resolve(root, 'resources/js/boot.tsx'),
    ...FIRST_LOAD_PAGES.map((page) => resolve(root, `resources/js/Pages/${page}.tsx`)),
  ];
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const path = resolveImport(file, specifier, root);
      if (path && !seen.has(path)) queue.push(path);
    }
  }
  return [...seen].sort();
}

/** The keys of `table` the given sources name (literally or by a template literal's fixed start). */
export function keysUsedBy(sources: string[], table: Record<string, string>): string[] {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const m of source.matchAll(/(['"`])([\w.-]+)\1/g)) literals.add(m[2]);
    for (const m of source.matchAll(/`([\w-]+\.[\w.-]*)\$\{/g)) prefixes.add(m[1]);
  }
  return Object.keys(table).filter(
    (key) => literals.has(key) || [...prefixes].some((prefix) => key.startsWith(prefix)),
  );
}

/** The bundled part: `{ [BUNDLED_LOCALE]: { key: text } }` for the keys the first load uses. */
export function firstLoadTexts(root: string): Record<string, Record<string, string>> {
  const table = JSON.parse(readFileSync(resolve(root, `lang/${BUNDLED_LOCALE}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const sources = firstLoadFiles(root).map((file) => readFileSync(file, 'utf8'));
  const keys = keysUsedBy(sources, table);
  return { [BUNDLED_LOCALE]: Object.fromEntries(keys.map((key) => [key, table[key]])) };
}

/** The plugin serving `virtual:first-load-texts`. */
export default function firstLoadTextsPlugin(root: string): Plugin {
  return virtualModule('first-load-texts', FIRST_LOAD_TEXTS_ID, {
    watch: () => [resolve(root, `lang/${BUNDLED_LOCALE}.json`), ...firstLoadFiles(root)],
    code: () =>
      [
        `export const texts = ${JSON.stringify(firstLoadTexts(root))};`,
        `export const pages = ${JSON.stringify(FIRST_LOAD_PAGES)};`,
      ].join('\n'),
  });
}
