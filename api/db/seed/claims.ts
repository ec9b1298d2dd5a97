import { writeCreditNote } from '../../claims/credit-note.ts';
import { nextInRange } from '../../adapters/erp/local-numbers.ts';
import type { Database } from '../index.ts';

const DAY = 86_400_000;

// Claims of the demo dealers at every stage, so the officer's desk and the dealer's list read like a working week.
// Each walks its statuses with the history a real review leaves: [status, days after filing, reason].
const STORIES: {
  login: string;
  problem: string;
  description: string;
  steps: [string, number, string?][];
  comments?: [boolean, boolean, string][];
}[] = [
  { login: 'dealer', problem: 'Oil leak', description: 'Fork loses oil from the left leg after 300 km.', steps: [] },
  {
    login: 'dealer',
    problem: 'Chain skips',
    description: 'Chain skips under load in the three largest sprockets.',
    steps: [['in_review', 1]],
  },
  {
    login: 'dealer',
    problem: 'Crack',
    description: 'Hairline crack at the seat tube weld, seen during a service.',
    steps: [
      ['in_review', 1],
      ['need_information', 2, 'Please add a close photo of the weld and the service record.'],
    ],
    comments: [
      [true, true, 'Same batch as two other cracked frames this month: ask the factory for the weld report.'],
      [true, false, 'Please add a close photo of the weld and the service record.'],
    ],
  },
  {
    login: 'dealer',
    problem: 'Battery does not charge',
    description: 'Battery stays at 20 % on the charger.',
    steps: [
      ['in_review', 1],
      ['approved', 3, 'Battery replaced under warranty.'],
    ],
  },
  {
    login: 'dealer',
    problem: 'Hub bearing play',
    description: 'Rear hub has play after two months.',
    steps: [
      ['in_review', 1],
      ['approved', 2, 'Hub replaced.'],
      ['credit_note_issued', 4],
    ],
  },
  {
    login: 'dealer',
    problem: 'Squeal',
    description: 'Front brake squeals at every stop.',
    steps: [
      ['in_review', 1],
      ['rejected', 2, 'Contaminated pads are wear, not a defect.'],
    ],
  },
  { login: 'dealer2', problem: 'Display error', description: 'Display shows error 30 after switching on.', steps: [['in_review', 1]] },
  { login: 'dealer2', problem: 'Paint defect', description: 'Paint bubbles on the top tube.', steps: [] },
];

/** Writes the demo claims (demo size): bike claims on the demo dealers' frames, reviewed by the warranty officer. */
export async function seedDemoClaims(db: Database, now = new Date()) {
  const officer = await db.selectFrom('users').select('id').where('username', '=', 'warranty').executeTakeFirst();
  await db.transaction().execute(async (tx) => {
    for (const [n, story] of STORIES.entries()) {
      const user = await tx
        .selectFrom('users')
        .select(['id', 'name', 'phone', 'customerId'])
        .where('username', '=', story.login)
        .executeTakeFirst();
      if (!user?.customerId) continue;
      // Frames without a recall or a stolen report, one per story, oldest shipments first.
      const frame = await tx
        .selectFrom('frames as f')
        .selectAll('f')
        .where('f.customerId', '=', user.customerId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('recallFrames').select('frameId').whereRef('frameId', '=', 'f.id'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('stolenFrames').select('id').whereRef('frameNumber', '=', 'f.frameNumber'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('claims').select('id').whereRef('frameId', '=', 'f.id'))))
        .orderBy('f.id')
        .limit(1)
        .offset(n % 3)
        .executeTakeFirst();
      const problem = await tx.selectFrom('claimProblemCatalog').select('id').where('description', '=', story.problem).executeTakeFirst();
      if (!frame || !problem) continue;
      const filed = new Date(now.getTime() - (30 - n * 3) * DAY);
      const at = (days: number) => new Date(filed.getTime() + days * DAY).toISOString();
      const last = story.steps.at(-1);
      const seq = await nextInRange(tx, 'CLM', frame.sorg);
      const { id } = await tx
        .insertInto('claims')
        .values({
          referenceNo: `CLM-${frame.sorg}-${String(seq).padStart(6, '0')}`,
          sorg: frame.sorg,
          customerId: user.customerId,
          productCategory: 'BIKE',
          statusId: last?.[0] ?? 'submitted',
          frameId: frame.id,
          articleId: frame.articleId,
          qty: 1,
          invoiceId: null,
          invoiceNo: null,
          invoicedValue: frame.unitPrice,
          currency: frame.currency,
          purchaseDate: frame.shippedAt,
          contactPersonName: user.name,
          contactPersonPhone: (user.phone ?? '').replace(/\D/g, '') || '0',
          consumerName: 'Rudi Hartono',
          consumerPhone: '6281234500' + n,
          consumerCity: 'Bandung',
          consumerAddress: null,
          consumerEmail: null,
          description: story.description,
          customerNotes: null,
          resolution: story.steps.find((s) => s[0] === 'approved')?.[2] ?? null,
          reasonRejection: story.steps.find((s) => s[0] === 'rejected')?.[2] ?? null,
          creditedAmount: story.steps.some((s) => s[0] === 'approved') ? Math.round(frame.unitPrice * 0.3) : null,
          creditNoteId: null,
          // Approved claims: the dealer sent the faulty part back the day after the review began.
          ...(story.steps.some((s) => s[0] === 'approved')
            ? {
                returnDeliveryNo: `SJ-${frame.sorg}-${String(seq).padStart(5, '0')}`,
                returnDeliveryAt: at(2).slice(0, 10),
                returnResiNo: `JNE${String(8_800_000_000 + seq * 7919).slice(0, 10)}`,
                returnEnteredBy: user.id,
                returnEnteredAt: at(2),
              }
            : {}),
          createdBy: user.id,
          createdAt: filed.toISOString(),
          updatedAt: at(last?.[1] ?? 0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('claimProblems').values({ claimId: id, problemId: problem.id, notes: null }).execute();
      let from = 'submitted';
      await tx
        .insertInto('claimHistories')
        .values({
          claimId: id,
          action: 'created',
          fromStatus: null,
          toStatus: from,
          reason: null,
          changedBy: user.id,
          changedAt: filed.toISOString(),
        })
        .execute();
      for (const [to, days, reason] of story.steps) {
        await tx
          .insertInto('claimHistories')
          .values({
            claimId: id,
            action: 'status',
            fromStatus: from,
            toStatus: to,
            reason: reason ?? null,
            changedBy: officer?.id ?? null,
            changedAt: at(days),
          })
          .execute();
        from = to;
      }
      for (const [i, [byStaff, internal, comment]] of (story.comments ?? []).entries()) {
        await tx
          .insertInto('claimComments')
          .values({
            claimId: id,
            comment,
            isInternal: internal ? 1 : 0,
            byStaff: byStaff ? 1 : 0,
            createdBy: byStaff ? (officer?.id ?? null) : user.id,
            createdAt: at(2 + i / 24),
          })
          .execute();
      }
      if (last?.[0] === 'credit_note_issued') {
        const note = await writeCreditNote(tx, await tx.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
        await tx.updateTable('claims').set({ creditNoteId: note.id }).where('id', '=', id).execute();
      }
    }
  });
}
