import type { Database } from '../index.ts';

const DAY = 86_400_000;

// Pre-delivery inspections of the demo dealer's latest bikes, so /pdi reads like a working shop floor: bikes ready for
// sale, one still on the stand, one inspection deleted (it shows with 'show deleted' and can be restored).
// [mechanic, days ago, items left open (by position), deleted, notes]
const STORIES: [string, number, number[], boolean, string | null][] = [
  ['Budi Santoso', 12, [], false, 'Rear derailleur hanger aligned.'],
  ['Rina Kusuma', 9, [], false, null],
  ['Budi Santoso', 6, [], false, 'Tubeless sealant topped up.'],
  ['Agus Pratama', 2, [5, 8, 9], false, 'Waiting for the battery to charge before the test ride.'],
  ['Rina Kusuma', 15, [], true, 'Entered on the wrong frame.'],
];

/** Writes the demo PDIs (demo size) for the frames shipped to the login `dealer`. */
export async function seedDemoPdis(db: Database, now = new Date()) {
  await db.transaction().execute(async (tx) => {
    const user = await tx.selectFrom('users').select(['id', 'customerId']).where('username', '=', 'dealer').executeTakeFirst();
    if (!user?.customerId) return;
    const items = await tx.selectFrom('pdiChecklistItems').select('id').orderBy('sorting').execute();
    // The newest shipments without an inspection: a bike is inspected before it is sold.
    const frames = await tx
      .selectFrom('frames as f')
      .select('f.id')
      .where('f.customerId', '=', user.customerId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('pdis').select('id').whereRef('frameId', '=', 'f.id'))))
      .orderBy('f.shippedAt', 'desc')
      .orderBy('f.id', 'desc')
      .limit(STORIES.length)
      .execute();
    for (const [n, [mechanic, daysAgo, open, deleted, notes]] of STORIES.entries()) {
      const frame = frames[n];
      if (!frame) break;
      const at = new Date(now.getTime() - daysAgo * DAY).toISOString();
      const { id } = await tx
        .insertInto('pdis')
        .values({
          frameId: frame.id,
          customerId: user.customerId,
          mechanic,
          notes,
          completedAt: open.length ? null : at.slice(0, 10),
          isDeleted: deleted ? 1 : 0,
          deletedAt: deleted ? new Date(now.getTime() - (daysAgo - 1) * DAY).toISOString() : null,
          createdBy: user.id,
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('pdiChecks')
        .values(items.map((item, i) => ({ pdiId: id, itemId: item.id, checked: open.includes(i) ? 0 : 1 })))
        .execute();
    }
  });
}
