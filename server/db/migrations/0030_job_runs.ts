import type { Kysely } from 'kysely';

/**
 * The last period each periodic job completed (server/jobs/run-once.ts): a job that must run once a
 * day (the catalogue's daily statistics) reads it under the job's lock, so of several hosts only the
 * first to get there after midnight runs it, and a restart the same day does not run it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('period', 'varchar(64)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
