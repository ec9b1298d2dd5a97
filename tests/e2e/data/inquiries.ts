import { e2eDb } from './database.ts';

/**
 * A new customer inquiry as the public form on the default host would store it (the form itself is tested on its own;
 * it takes five per address an hour, which repeated runs on one machine would use up).
 */
export async function newInquiry(inquiry: { custName: string; custEmail: string; reason: string; goal: string }) {
  const db = await e2eDb();
  const host = await db
    .selectFrom('hosts')
    .select(['hostname', 'sorg'])
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const city = await db
    .selectFrom('cities')
    .select('id')
    .where('countryId', '=', 'ID')
    .where('description', '=', 'Bandung')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customerInquiries')
    .values({
      host: host.hostname,
      sorg: host.sorg,
      ...inquiry,
      custAddress: 'Jl. Braga 10',
      custState: 'Jawa Barat',
      custCountry: 'ID',
      custCityId: city.id,
      custPhone: '8221234567',
      custPostalCode: null,
      custWeb: null,
      language: 'en-us',
      createdAt: new Date().toISOString(),
    })
    .execute();
}
