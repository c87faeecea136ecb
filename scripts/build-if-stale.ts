import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * `npm start` runs this before the host: the front end is built (`npm run build`) only when a build
 * output is missing or a source it is made of is newer than it. A later start with nothing changed
 * starts the host at once. `--check` only says whether a build is needed (exit 1 when it is).
 */

const root = resolve(import.meta.dirname, '..');

/** What the build writes: the browser's manifest and the server renderer. */
export const OUTPUTS = ['public/build/manifest.json', 'bootstrap/ssr/ssr.js'];

/** What the build reads: the front end, its texts and route table, and the build's own configuration. */
export const SOURCES = [
  'resources',
  'lang',
  'routes/pages.json',
  'scripts/vite',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** The newest modification time of the files under a file or folder (0 when there are none). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why a build is needed, or null when the outputs are newer than every source. */
export function staleReason(base = root): string | null {
  const outputs = OUTPUTS.map((file) => join(base, file));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${missing} não existe`;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = SOURCES.find((source) => newest(join(base, source)) > built);
  return changed ? `${changed} mudou depois do último build` : null;
}

if (import.meta.filename === process.argv[1]) {
  const reason = staleReason();
  if (process.argv.includes('--check')) {
    console.log(reason ? `Build necessário: ${reason}.` : 'Build em dia.');
    process.exit(reason ? 1 : 0);
  }
  if (!reason) {
    console.log('Front end já compilado e em dia (npm run build para compilar de novo).');
  } else {
    console.log(`Compilando o front end: ${reason}.`);
    const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
