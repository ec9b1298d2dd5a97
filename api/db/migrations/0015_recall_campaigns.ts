import type { Kysely } from 'kysely';

/** Recall campaigns with the frames they match by model, model year and production-code range. */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
