/**
 * Type names declared both on the server (server/**) and in the browser (resources/js/**): each type of
 * the marketplace has one owner (resources/js/types/ or shared/, docs/architecture.md "Shared code and
 * types"), so the list should be empty. Run: `npx tsx scripts/dup-types.ts` (exits 1 when it is not).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const DECLARATION = /^\s*(?:export\s+)?(?:declare\s+)?(?:type|interface)\s+([A-Z][A-Za-z0-9_]*)\b/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function declarations(dir: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of files(join(root, dir))) {
    for (const match of readFileSync(file, 'utf8').matchAll(DECLARATION)) {
      const where = `${relative(root, file)}:${readFileSync(file, 'utf8').slice(0, match.index).split('\n').length}`;
      names.set(match[1], [...(names.get(match[1]) ?? []), where]);
    }
  }
  return names;
}

const server = declarations('server');
const client = declarations('resources/js');
const both = [...server.keys()].filter((name) => client.has(name)).sort();
for (const name of both) {
  console.log(
    `${name}\n  server: ${server.get(name)?.join(', ')}\n  client: ${client.get(name)?.join(', ')}`,
  );
}
console.log(`${both.length} type names declared on both sides`);
process.exitCode = both.length ? 1 : 0;
