import { localConsumerAccounts } from '../../adapters/consumer-accounts/local.ts';
import type { Database } from '../index.ts';

const DAY = 86_400_000;

// Bikes the demo dealer sold: most already in their owners' accounts, one refused for an email that cannot receive mail,
// so the list shows a failure to correct and reupload. [consumer, phone, email, address, city, days after shipment, non-retail]
const SALES: [string, string, string | null, string, string, number, boolean][] = [
  ['Rudi Hartono', '6281234567801', 'rudi.hartono@gmail.com', 'Jl. Dago No. 21', 'Bandung', 9, false],
  ['Siti Rahmawati', '6281398765402', 'siti.rahma@yahoo.co.id', 'Jl. Kemang Raya 8', 'Jakarta', 15, false],
  ['Bali Bike Rental', '6236128899003', 'fleet@balibikerental.co.id', 'Jl. Sunset Road 77, Kuta', 'Denpasar', 4, true],
  ['Agus Wibowo', '6281122334404', 'agus.wibowo@gmail.c0m', 'Jl. Darmo 140', 'Surabaya', 6, false],
];

/** Writes the demo registrations (demo size) on the dealer's newest bikes without a recall, a stolen report or a claim. */
export async function seedDemoRetailSales(db: Database, now = new Date()) {
  const accounts = localConsumerAccounts();
  await db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users as u')
      .innerJoin('customers as c', 'c.id', 'u.customerId')
      .select(['u.id', 'u.customerId', 'c.name', 'c.codeR3'])
      .where('u.username', '=', 'dealer')
      .executeTakeFirst();
    if (!user?.customerId) return;
    const frames = await tx
      .selectFrom('frames as f')
      .innerJoin('articles as a', 'a.id', 'f.articleId')
      .select(['f.id', 'f.frameNumber', 'f.shippedAt', 'a.brand', 'a.model', 'a.name'])
      .where('f.customerId', '=', user.customerId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('recallFrames').select('frameId').whereRef('frameId', '=', 'f.id'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('stolenFrames').select('id').whereRef('frameNumber', '=', 'f.frameNumber'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('claims').select('id').whereRef('frameId', '=', 'f.id'))))
      .orderBy('f.id', 'desc')
      .limit(SALES.length + 2)
      .offset(2)
      .execute();
    for (const [n, [name, phone, email, address, city, after, nonRetail]] of SALES.entries()) {
      const frame = frames[n];
      const cityRow = await tx
        .selectFrom('cities')
        .select('id')
        .where('countryId', '=', 'ID')
        .where('description', '=', city)
        .executeTakeFirst();
      if (!frame || !cityRow) continue;
      const soldDate = new Date(Math.min(Date.parse(frame.shippedAt) + after * DAY, now.getTime())).toISOString().slice(0, 10);
      const registeredAt = new Date(Date.parse(soldDate) + 3_600_000 * 10).toISOString();
      const { id } = await tx
        .insertInto('registeredFrames')
        .values({
          frameId: frame.id,
          customerId: user.customerId,
          soldDate,
          nonRetail: nonRetail ? 1 : 0,
          consumerName: name,
          consumerPhone: phone,
          consumerAddress: address,
          consumerCityId: cityRow.id,
          consumerEmail: email,
          dealerName: user.name,
          useAccountData: 0,
          status: 'processing_insert',
          failureReason: null,
          failureCode: null,
          accountRef: null,
          createdBy: user.id,
          createdAt: registeredAt,
          updatedAt: registeredAt,
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The built-in system's own answer, as its worker would have written it a minute later.
      const answer = await accounts.register({
        registrationId: id,
        frameNumber: frame.frameNumber,
        brand: frame.brand,
        model: frame.model,
        articleDescription: frame.name,
        soldDate,
        nonRetail,
        consumer: { name, phone, email, address, city, countryId: 'ID' },
        dealerName: user.name,
        dealerCode: user.codeR3,
        useAccountData: false,
        accountRef: null,
      });
      const doneAt = new Date(Date.parse(registeredAt) + 60_000).toISOString();
      await tx
        .updateTable('registeredFrames')
        .set(
          answer.accepted
            ? { status: 'complete', accountRef: answer.accountRef, updatedAt: doneAt }
            : { status: 'failed_insert', failureReason: answer.reason, failureCode: answer.code, updatedAt: doneAt },
        )
        .where('id', '=', id)
        .execute();
      await tx
        .insertInto('consumerAccountOutbox')
        .values({
          registeredFrameId: id,
          action: 'insert',
          state: answer.accepted ? 'done' : 'failed',
          attempts: 1,
          lastError: answer.accepted ? null : answer.reason,
          createdAt: registeredAt,
          claimedAt: doneAt,
          doneAt,
        })
        .execute();
    }
  });
}
