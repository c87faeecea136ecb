import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OUTPUTS, staleReason } from '../../scripts/build-if-stale.ts';

/** `npm start` builds the front end only when the build is missing or older than its sources. */
describe('scripts/build-if-stale', () => {
  let base: string;
  const write = (path: string, at: number) => {
    const file = join(base, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    utimesSync(file, at / 1000, at / 1000);
  };
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'build-if-stale-'));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('asks for a build when an output is missing', () => {
    write('resources/js/app.tsx', 1_000_000);
    expect(staleReason(base)).toMatch(/não existe/);
  });

  it('skips the build when every output is newer than every source', () => {
    write('resources/js/app.tsx', 1_000_000);
    write('lang/pt_BR.json', 1_000_000);
    for (const file of OUTPUTS) write(file, 2_000_000);
    expect(staleReason(base)).toBeNull();
  });

  it('asks for a build when a source changed after it, however deep', () => {
    for (const file of OUTPUTS) write(file, 2_000_000);
    write('resources/js/Pages/Home/Index.tsx', 3_000_000);
    expect(staleReason(base)).toMatch(/^resources/);
    write('resources/js/Pages/Home/Index.tsx', 1_000_000);
    write('lang/pt_BR.json', 3_000_000);
    expect(staleReason(base)).toMatch(/^lang/);
  });
});
