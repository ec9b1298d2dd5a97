import type { Transaction } from 'kysely';
import { frameNumberOf, productionCodeOf } from '../../adapters/erp/local-frames.ts';
import { nextInRange, nextNumber } from '../../adapters/erp/local-numbers.ts';
import type { DB } from '../types.ts';
import { seeded } from './random.ts';
import { oldFrameCode, RENUMBERED_ON } from '../../../src/rules/frames.ts';

type Tx = Transaction<DB>;

/** How many bikes each demo login's company received before the portal's own order history began. */
export const FRAMES_OF_LOGIN: Record<string, number> = { dealer: 45, dealer2: 20, 'dealer-us': 20 };

const DAY = 86_400_000;

/**
 * Shipped frames of the demo dealers (DESIGN 'Frames'): bikes delivered over the last 18 months on delivery orders of
 * one to three units, numbered like the ERP numbers them. Then the frame facts the claim screens warn about: an open
 * recall touching some of them, a closed one, and a bike reported stolen.
 */
export async function seedFrames(tx: Tx, buyers: { username: string; customerId: number; sorg: string }[], now = new Date()) {
  const f = seeded('frames');
  const made = new Map<string, { id: number; frameNumber: string; articleId: number }[]>();
  for (const buyer of buyers) {
    const count = FRAMES_OF_LOGIN[buyer.username] ?? 0;
    const bikes = await tx
      .selectFrom('articles')
      .select(['id', 'brand', 'modelYear', 'dealerPrice'])
      .where('sorg', '=', buyer.sorg)
      .where('category', '=', 'BIKE')
      .orderBy('id')
      .execute();
    const currency = (await tx.selectFrom('salesOrganisations').select('currency').where('sorg', '=', buyer.sorg).executeTakeFirstOrThrow())
      .currency;
    if (!bikes.length || !count) continue;
    const rows = [];
    let daysAgo = 400;
    while (rows.length < count) {
      daysAgo -= f.number.int({ min: 5, max: 20 });
      const shippedOn = new Date(now.getTime() - Math.max(daysAgo, 3) * DAY).toISOString().slice(0, 10);
      const deliveryNo = await nextNumber(tx, 'DO', buyer.sorg);
      for (let unit = f.number.int({ min: 1, max: 3 }); unit > 0 && rows.length < count; unit--) {
        const bike = f.helpers.arrayElement(bikes);
        const productionCode = productionCodeOf(bike.id, shippedOn);
        const serial = await nextInRange(tx, 'FRM', '*');
        rows.push({
          frameNumber: frameNumberOf(bike.brand, bike.modelYear, productionCode, serial),
          // Bikes shipped before the renumbering still carry the old code on the frame.
          oldCode: shippedOn < RENUMBERED_ON ? oldFrameCode(bike.brand, productionCode, bike.modelYear, serial) : null,
          sorg: buyer.sorg,
          articleId: bike.id,
          customerId: buyer.customerId,
          deliveryId: null,
          deliveryNo,
          shippedAt: shippedOn,
          productionCode,
          unitPrice: bike.dealerPrice,
          currency,
        });
      }
    }
    await tx.insertInto('frames').values(rows).execute();
    made.set(
      buyer.username,
      await tx
        .selectFrom('frames')
        .select(['id', 'frameNumber', 'articleId'])
        .where('customerId', '=', buyer.customerId)
        .orderBy('id')
        .execute(),
    );
  }
  await seedRecalls(tx, buyers, made, now);
}

async function seedRecalls(
  tx: Tx,
  buyers: { username: string; sorg: string }[],
  made: Map<string, { id: number; frameNumber: string }[]>,
  now: Date,
) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const recall = async (
    sorg: string,
    r: { title: string; description: string; instruction: string; createdAt: string; closedAt?: string },
    frames: { id: number }[],
  ) => {
    if (!frames.length) return;
    const { id } = await tx
      .insertInto('recalls')
      .values({ sorg, closedAt: null, ...r })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('recallFrames')
      .values(frames.map((fr) => ({ recallId: id, frameId: fr.id, doneAt: r.closedAt ?? null })))
      .execute();
  };
  const sorgOf = (username: string) => buyers.find((b) => b.username === username)?.sorg;
  const dealer = made.get('dealer') ?? [];
  const dealer2 = made.get('dealer2') ?? [];
  const us = made.get('dealer-us') ?? [];
  const idSorg = sorgOf('dealer');
  if (idSorg) {
    await recall(
      idSorg,
      {
        title: 'Fork crown bolt inspection',
        description: 'On some suspension forks the crown bolt may loosen after the first rides.',
        instruction:
          'Before handing over or repairing the bike, torque the fork crown bolt to 8 Nm and mark the frame as checked. Do not replace the fork under warranty without the check.',
        createdAt: at(40),
      },
      [...dealer.filter((_, i) => i % 9 === 2), ...dealer2.filter((_, i) => i % 9 === 2)],
    );
    await recall(
      idSorg,
      {
        title: 'Rear light wiring',
        description: 'A loose connector in the rear light of some e-bikes.',
        instruction: 'Reseat the connector and secure it with a cable tie.',
        createdAt: at(300),
        closedAt: at(200),
      },
      dealer.filter((_, i) => i % 11 === 5),
    );
  }
  const usSorg = sorgOf('dealer-us');
  if (usSorg) {
    await recall(
      usSorg,
      {
        title: 'Brake hose routing check',
        description: 'The rear brake hose may rub the frame on some full-suspension frames.',
        instruction: 'Check the hose routing at the chainstay and fit the supplied guard before the bike is sold.',
        createdAt: at(30),
      },
      us.filter((_, i) => i % 7 === 3),
    );
  }
  // One stolen bike each for the two Indonesian demo dealers, reported at the police and passed on by the maker.
  const stolen = [dealer[7], dealer2[4]].filter((fr): fr is { id: number; frameNumber: string } => !!fr);
  if (stolen.length) {
    await tx
      .insertInto('stolenFrames')
      .values(
        stolen.map((fr, i) => ({
          frameNumber: fr.frameNumber,
          reportedAt: at(20 + i * 10),
          reportedBy: null,
          note: 'Reported stolen to the police by its owner',
        })),
      )
      .execute();
  }
}
