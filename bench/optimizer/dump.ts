/**
 * Writes the 20 bench decks' optimizer instances of one target to a JSON file, so the solver can be
 * measured directly (no HTTP, no database) with bench/optimizer/direct.ts.
 *
 *   BENCH_TARGET=sqlite:10 npx tsx bench/optimizer/dump.ts /tmp/x10.json
 */
import { writeFileSync } from 'node:fs';
import { linesOf } from '../../server/domain/wants/lists.ts';
import { loadInstance } from '../../server/domain/wants/offers.ts';
import { solverThreads } from '../../server/domain/wants/solve-thread.ts';
import { buyerWithLists, type Kind, openTarget, startHost } from './databases.ts';
import { buildDecks } from './decks.ts';

async function main() {
  const [kind, scale] = (process.env.BENCH_TARGET ?? 'sqlite:10').split(':');
  const out = process.argv[2] ?? '/tmp/instances.json';
  const database = await openTarget({ kind: kind as Kind, scale: Number(scale) }, (l) => console.log(l));
  const host = await startHost(database, false);
  try {
    const decks = await buildDecks(database.db, 20);
    const { buyer, lists } = await buyerWithLists(host, database.db, decks, 'dump');
    const instances = [];
    for (const id of lists) {
      const { instance } = await loadInstance(
        database.db,
        buyer.id,
        await linesOf(database.db, id),
        '01310100',
      );
      instances.push(instance);
    }
    writeFileSync(out, JSON.stringify(instances));
    console.log(`${instances.length} instances → ${out}`);
  } finally {
    await host.close();
    await database.close();
    // The host's warm solver thread would keep this process alive (the host's stop ends it too).
    await solverThreads.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
