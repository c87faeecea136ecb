import type { Kysely } from 'kysely';
import { addGenerationTriggers, dropGenerationTriggers } from './0021_catalogue_generation.ts';

/**
 * The featured ads shown on the home page, the lists and the Bra center (docs/featured-ads.md) join the
 * catalogue generation: their days, positions and ads bump it, so the list cache can keep the day's
 * shelf too (docs/catalogue.md, "List cache").
 */
const FEATURED_TABLES = ['featured_ads', 'featured_positions', 'featured_days'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await addGenerationTriggers(db, FEATURED_TABLES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropGenerationTriggers(db, FEATURED_TABLES);
}
