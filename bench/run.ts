/**
 * Runs the benchmarks one after another, each in its own process, and stops at the first that cannot
 * run. Each prints its own figures and PASS/FAIL lines against the targets of its issue.
 *
 *   npm run bench                      # all of them
 *   npm run bench -- catalogue bundle  # some of them
 *
 * bundle builds the front end first (it reads public/build/manifest.json).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const BENCHES: Record<string, string[][]> = {
  bundle: [
    ['npx', 'vite', 'build'],
    ['npx', 'tsx', 'bench/bundle/report.ts'],
  ],
  catalogue: [['npx', 'tsx', 'bench/catalogue/run.ts']],
  checkout: [['npx', 'tsx', 'bench/checkout/run.ts']],
  lighthouse: [['npx', 'tsx', 'bench/lighthouse/run.ts']],
  money: [['npx', 'tsx', 'bench/money/run.ts']],
  optimizer: [['npx', 'tsx', 'bench/optimizer/run.ts']],
  realtime: [['npx', 'tsx', 'bench/realtime/fanout.ts']],
  soak: [['npx', 'tsx', 'bench/soak/run.ts']],
  'seller-stock': [['npx', 'tsx', 'bench/seller-stock/run.ts']],
  'stock-import': [['npx', 'tsx', 'bench/stock-import/run.ts']],
  'store-orders': [['npx', 'tsx', 'bench/store-orders/run.ts']],
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHES).join(', ')}.`);
  process.exit(2);
}

for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHES)) {
  console.log(`\n######## ${name}`);
  for (const [command, ...args] of BENCHES[name]) {
    const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${name}: \`${[command, ...args].join(' ')}\` exited with ${run.status}`);
      process.exit(run.status ?? 1);
    }
  }
}
