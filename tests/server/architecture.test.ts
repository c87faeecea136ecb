import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The layering rules a grep can check (docs/architecture.md, "The HTTP/domain edge"); the import
 * rules proper are dependency-cruiser's (`npm run lint:deps`).
 */

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** `file:line: text` of every line of the files under `dir` that matches `pattern`. */
function grep(dir: string, pattern: RegExp): string[] {
  return sourceFiles(dir).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the HTTP/domain edge', () => {
  it('the domain imports nothing of server/http or server/inertia', () => {
    expect(grep('server/domain', /from '(\.\.\/)+(http|inertia)\//)).toEqual([]);
  });

  it('the domain throws its own errors, never an HTTP status', () => {
    expect(grep('server/domain', /\bHttpError\b|\bstatus(Code)?: 4\d\d\b/)).toEqual([]);
  });

  it('server/http builds no SQL (the domain does)', () => {
    expect(grep('server/http', /selectFrom|insertInto|updateTable|deleteFrom|sql`/)).toEqual([]);
  });
});

describe('layouts', () => {
  it('choose nothing from the URL path (the page says which shell it wants)', () => {
    expect(grep('resources/js/Layouts', /path\.includes\(/)).toEqual([]);
  });
});
