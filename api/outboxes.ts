import type { Database } from './db/index.ts';

/** What waits in each of the portal's outboxes: orders for the ERP, warranty registrations for the consumer accounts. */
export async function outboxLengths(db: Database): Promise<Record<string, number>> {
  const [erp, consumerAccounts] = await Promise.all([
    db
      .selectFrom('erpOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sentAt', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('consumerAccountOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'in', ['pending', 'processing'])
      .executeTakeFirstOrThrow(),
  ]);
  return { erp: Number(erp.n), consumer_accounts: Number(consumerAccounts.n) };
}
