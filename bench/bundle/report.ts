/**
 * Bundle report: the gzipped JavaScript the first load of `/` needs, and each page chunk's own weight.
 * Run after `npm run build`:  npx tsx bench/bundle/report.ts
 *
 * Reads public/build/manifest.json (Vite's manifest, the one Laravel's @vite reads):
 * - first load of `/` = the entry (resources/js/app.tsx), the app it loads right after the server-rendered
 *   first paint (resources/js/boot.tsx), their static imports, plus the Home/Index page chunk and its
 *   static imports (what the browser fetches before the home page is interactive);
 * - then, listed apart and not counted in the ratio: what `/` fetches as soon as it has rendered:
 *   axios and the instance's set-up (lib/http.ts imports them with the first /v1 call, which the home
 *   page makes on mount), the whole lang file (lib/i18n.ts), the footer, and the home page's sections below the fold;
 * - each page = its chunk plus the chunks only it imports (no other page or the entry needs them);
 *   "on visit" adds the chunks it shares with other pages but not with the entry.
 * Sizes are gzip level 9 of the built files. The floor is measured in the same run: the bare stack of
 * ARCHITECTURE.md §9 (bench/bundle/bare: React 19 + Inertia 3 + laravel-react-i18n, one page) is built
 * with the same Vite and plugins, and its first load weighed the same way. Targets: first load ≤ 1.15 ×
 * that floor, every page ≤ 25 KB. The report exits 0 whatever it finds: FAIL lines are figures, not errors.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const KB = 1024;
const FIRST_LOAD_RATIO_MAX = 1.15;
const PAGE_MAX_KB = 25;
const ENTRY = 'resources/js/app.tsx';
const HOME = 'resources/js/Pages/Home/Index.tsx';
const BOOT = 'resources/js/boot.tsx';

const root = resolve(import.meta.dirname, '../..');
const build = resolve(root, 'public/build');
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(resolve(dir, 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const manifest = readManifest(build);

function gzipOf(dir: string, file: string): number {
  return file.endsWith('.js') ? gzipSync(readFileSync(resolve(dir, file)), { level: 9 }).length : 0;
}

const sizes = new Map<string, number>();
function gz(key: string): number {
  const file = manifest[key].file;
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipOf(build, file);
    sizes.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what must load before it runs). */
function closure(key: string, into = new Set<string>(), chunks = manifest): Set<string> {
  if (into.has(key) || !chunks[key]) return into;
  into.add(key);
  for (const dep of chunks[key].imports ?? []) closure(dep, into, chunks);
  return into;
}

/** The bare stack's first load (entry, its static imports and its one page), built now. */
function bareStackFloor(): number {
  const out = mkdtempSync(join(tmpdir(), 'bare-stack-'));
  try {
    const built = spawnSync('npx', ['vite', 'build', '-c', 'bench/bundle/bare/vite.config.ts'], {
      cwd: root,
      env: { ...process.env, BARE_OUT_DIR: out },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`bare stack build failed:\n${built.stderr}`);
    const bare = readManifest(out);
    const keys = closure(
      'bench/bundle/bare/Pages/Home.tsx',
      closure('bench/bundle/bare/app.tsx', new Set(), bare),
      bare,
    );
    return [...keys].reduce((n, k) => n + gzipOf(out, bare[k].file), 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const floorBytes = bareStackFloor();

const sum = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(k), 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

// The entry loads the app (boot.tsx) right after the first paint; both are the first load all the same.
const entry = closure(BOOT, closure(ENTRY));
const firstLoad = closure(HOME, new Set(entry));
const pages = Object.keys(manifest)
  .filter(
    (k) => k.startsWith('resources/js/Pages/') && !k.includes('/Partials/') && manifest[k].isDynamicEntry,
  )
  .sort();
const pageClosures = new Map(pages.map((p) => [p, closure(p)]));

/** How many pages (or the entry) need each chunk. */
const users = new Map<string, number>();
for (const keys of [entry, ...pageClosures.values()])
  for (const k of keys) users.set(k, (users.get(k) ?? 0) + 1);

const rows = pages.map((page) => {
  const keys = [...(pageClosures.get(page) as Set<string>)].filter((k) => !entry.has(k));
  const own = keys.filter((k) => k === page || users.get(k) === 1);
  const ownBytes = sum(own);
  return {
    page: page.replace('resources/js/Pages/', '').replace(/\.tsx$/, ''),
    own: ownBytes,
    visit: sum(keys),
    pass: ownBytes <= PAGE_MAX_KB * KB,
  };
});

/** What the app imports on its own right after the first paint of / (see the list at the top). */
const AFTER_RENDER = [
  'node_modules/axios/index.js',
  'resources/js/lib/httpInstance.ts',
  'lang/pt_BR.json',
  'resources/js/Components/Header/Footer.tsx',
  'resources/js/Pages/Home/Partials/Rankings.tsx',
  'resources/js/Pages/Home/Partials/FreeShippingCalendar.tsx',
];
const afterRender = new Set<string>();
for (const key of AFTER_RENDER) {
  if (!manifest[key]) console.warn(`(not in the build: ${key})`);
  for (const k of closure(key)) if (!firstLoad.has(k)) afterRender.add(k);
}

const firstBytes = sum(firstLoad);
const ratio = firstBytes / floorBytes;
const firstPass = ratio <= FIRST_LOAD_RATIO_MAX;

console.log('First load of / (entry + static imports + Home/Index and its imports), gzip -9:');
for (const key of [...firstLoad].sort((a, b) => gz(b) - gz(a))) {
  console.log(
    `  ${kb(gz(key)).padStart(7)} KB  ${manifest[key].file}${manifest[key].src ? `  (${manifest[key].src})` : ''}`,
  );
}
console.log(`  ${kb(firstBytes).padStart(7)} KB  total (entry alone: ${kb(sum(entry))} KB)`);
console.log(
  '\nFetched right after / has rendered (axios, the whole lang file, the route matcher, below the fold):',
);
for (const key of [...afterRender].sort((a, b) => gz(b) - gz(a))) {
  console.log(
    `  ${kb(gz(key)).padStart(7)} KB  ${manifest[key].file}${manifest[key].src ? `  (${manifest[key].src})` : ''}`,
  );
}
const completeBytes = firstBytes + sum(afterRender);
console.log(
  `  ${kb(completeBytes).padStart(7)} KB  first load and these (${(completeBytes / floorBytes).toFixed(2)}× the floor; not the target's measure)`,
);
console.log(
  `\nBare stack (React 19 + Inertia 3 + laravel-react-i18n, one page), built now: ${kb(floorBytes)} KB`,
);
console.log(
  `First load / bare stack: ${kb(firstBytes)} / ${kb(floorBytes)} KB = ${ratio.toFixed(3)}× (target ≤ ${FIRST_LOAD_RATIO_MAX}×)  ${firstPass ? 'PASS' : 'FAIL'}`,
);

const width = Math.max(...rows.map((r) => r.page.length), 4);
console.log(`\n${'page'.padEnd(width)}  own+only KB  on visit KB  ≤ ${PAGE_MAX_KB} KB`);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(width)}  ${kb(r.own).padStart(11)}  ${kb(r.visit).padStart(11)}  ${r.pass ? 'PASS' : 'FAIL'}`,
  );
}
const failing = rows.filter((r) => !r.pass);
console.log(
  `\nPages: ${rows.length - failing.length}/${rows.length} within ${PAGE_MAX_KB} KB${failing.length ? ` (over: ${failing.map((r) => r.page).join(', ')})` : ''}`,
);
console.log(`Overall: ${firstPass && failing.length === 0 ? 'PASS' : 'FAIL'}`);
