import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/*
 * `npm run lint:deps` (part of `npm test`): the import rules of .dependency-cruiser.cjs over the given
 * folders (docs/architecture.md, "The HTTP/domain edge"). Through dependency-cruiser's API rather
 * than its command line, which refuses Node 20 (the project's engine) although the cruise runs on
 * it. Exit code: the number of violations (0: none).
 */

const root = resolve(import.meta.dirname, '..');
process.chdir(root);

const folders = process.argv.slice(2).filter((folder) => existsSync(folder));
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const result = await cruise(
  folders.length > 0 ? folders : ['server', 'resources/js'],
  { ...options, outputType: 'err' },
  {},
  { tsConfig: extractTSConfig('./tsconfig.json') },
);
process.stdout.write(String(result.output));
process.exitCode = result.exitCode;
