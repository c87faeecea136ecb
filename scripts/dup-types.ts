/**
 * Type names declared on more than one side: the server (server/**), the browser (resources/js/**) and
 * the code both import (shared/**). Each type of the marketplace has one owner (resources/js/types/ or
 * shared/, docs/architecture.md "Shared code and types"), so the list should be empty. Run: `npx tsx scripts/dup-types.ts` (exits 1 when it is not).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
/** `type Name =`, `type Name<T> =`, `interface Name {`, `interface Name<T> extends …`, exported or not. */
const DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:type\s+([A-Z]\w*)\s*(?:<[^=]*>)?\s*=|interface\s+([A-Z]\w*)\b)/gm;

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
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(DECLARATION)) {
      const name = match[1] ?? match[2];
      const where = `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`;
      names.set(name, [...(names.get(name) ?? []), where]);
    }
  }
  return names;
}

const sides = {
  server: declarations('server'),
  client: declarations('resources/js'),
  shared: declarations('shared'),
};
const names = new Set(Object.values(sides).flatMap((side) => [...side.keys()]));
const both = [...names]
  .filter((name) => Object.values(sides).filter((side) => side.has(name)).length > 1)
  .sort();
for (const name of both) {
  console.log(name);
  for (const [side, found] of Object.entries(sides)) {
    if (found.has(name)) console.log(`  ${side}: ${found.get(name)?.join(', ')}`);
  }
}
console.log(`${both.length} type names declared on more than one side (server, resources/js, shared)`);
process.exitCode = both.length ? 1 : 0;
