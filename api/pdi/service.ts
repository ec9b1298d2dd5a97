import { FRAME_NUMBER_MAX } from '../../src/rules/claims.ts';
import { completedAtAfter, PDI_TEXT_MAX } from '../../src/rules/pdi.ts';
import type { SignedInContext } from '../context.ts';
import { frameOfActiveCustomer } from '../frames/facts.ts';
import { normalFrameNumber } from '../../src/rules/frames.ts';
import type { Database } from '../db/index.ts';
import { checkLength, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { ownedPdi } from './access.ts';
import { oneLivePdi, type PdiAnswer, pdiAnswer, pdiError, refuse, refuseAll, refuseState } from './answer.ts';
import { nowIso } from '../platform/clock.ts';

/** What the mechanic fills in (spec 2 §3): the bike's frame, who inspected it, notes and the ticked checklist. */
export interface PdiInput {
  frameNumber: string;
  mechanic: string;
  notes?: string | null;
  checklist: { id: number; checked: boolean }[];
}

const today = () => nowIso().slice(0, 10);

/** The active (not deleted) PDI on a frame, if any: one inspection per bike. */
export const activePdiOf = (db: Database, frameId: number, except = -1) =>
  db
    .selectFrom('pdis')
    .select('id')
    .where('frameId', '=', frameId)
    .where('isDeleted', '=', 0)
    .where('id', '!=', except)
    .executeTakeFirst()
    .then((r) => r ?? null);

/** The frame of the active customer the PDI is about; refused when missing, too long, unknown or already inspected. */
async function frameFor(ctx: SignedInContext, db: Database, text: string, pdiId: number | null) {
  const frameNumber = normalFrameNumber(text ?? '');
  if (!frameNumber) return refuse('frameNumber', 'frame_required');
  if (frameNumber.length > FRAME_NUMBER_MAX) return refuse('frameNumber', 'frame_too_long');
  const frame = await frameOfActiveCustomer(ctx, frameNumber);
  if (!frame) return refuse('frameNumber', 'frame_not_found');
  if (await activePdiOf(db, frame.id, pdiId ?? -1)) return refuse('frameNumber', 'frame_has_pdi');
  return frame;
}

/** The checked fields and the ticks of every checklist item (items not sent are open). */
async function checkForm(db: Database, input: PdiInput) {
  const errors: UserError[] = [];
  const mechanic = trimmed(input.mechanic);
  if (!mechanic) errors.push(pdiError('mechanic', 'mechanic_required'));
  else checkLength(errors, 'mechanic', mechanic, PDI_TEXT_MAX.mechanic);
  const notes = trimmed(input.notes);
  checkLength(errors, 'notes', notes, PDI_TEXT_MAX.notes);
  const items = await db.selectFrom('pdiChecklistItems').select('id').execute();
  const known = new Set(items.map((i) => i.id));
  if (input.checklist.some((c) => !known.has(c.id))) errors.push(pdiError('checklist', 'item_unknown'));
  refuseAll(errors);
  // The last tick sent for an item counts.
  const ticked = new Map(input.checklist.map((c) => [c.id, c.checked]));
  const checks = items.map((i) => ({ itemId: i.id, checked: ticked.get(i.id) ? 1 : 0 }));
  return { mechanic, notes: notes || null, checks, allChecked: checks.length > 0 && checks.every((c) => c.checked) };
}

async function writeChecks(db: Database, pdiId: number, checks: { itemId: number; checked: number }[]) {
  await db.deleteFrom('pdiChecks').where('pdiId', '=', pdiId).execute();
  if (checks.length)
    await db
      .insertInto('pdiChecks')
      .values(checks.map((c) => ({ pdiId, ...c })))
      .execute();
}

export const createPdi = (ctx: SignedInContext, input: PdiInput): Promise<PdiAnswer> =>
  pdiAnswer(
    ctx,
    async (tx) => {
      const customer = ctx.actor.customer;
      if (!customer) return refuse('customer', 'customer_required');
      const form = await checkForm(tx, input);
      const frame = await frameFor(ctx, tx, input.frameNumber, null);
      const at = nowIso();
      const { id } = await oneLivePdi(
        () =>
          tx
            .insertInto('pdis')
            .values({
              frameId: frame.id,
              customerId: customer.id,
              mechanic: form.mechanic,
              notes: form.notes,
              completedAt: completedAtAfter(null, form.allChecked, today()),
              isDeleted: 0,
              deletedAt: null,
              createdBy: ctx.actor.user.id,
              createdAt: at,
              updatedAt: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        () => refuse('frameNumber', 'frame_has_pdi'),
      );
      await writeChecks(tx, id, form.checks);
      return id;
    },
    'The inspection was saved',
  );

/** The owner's edit; the completion day stays while every item stays checked. */
export const updatePdi = (ctx: SignedInContext, id: number, input: PdiInput): Promise<PdiAnswer> =>
  pdiAnswer(
    ctx,
    async (tx) => {
      const pdi = await ownedPdi(ctx, id);
      if (pdi.isDeleted) return refuseState('deleted');
      const form = await checkForm(tx, input);
      const frame = await frameFor(ctx, tx, input.frameNumber, id);
      await oneLivePdi(
        () =>
          tx
            .updateTable('pdis')
            .set({
              frameId: frame.id,
              mechanic: form.mechanic,
              notes: form.notes,
              updatedAt: nowIso(),
              completedAt: completedAtAfter(frame.id === pdi.frameId ? pdi.completedAt : null, form.allChecked, today()),
            })
            .where('id', '=', id)
            .execute(),
        () => refuse('frameNumber', 'frame_has_pdi'),
      );
      await writeChecks(tx, id, form.checks);
      return id;
    },
    'The inspection was saved',
  );

/** Soft delete (spec 2 §4): the inspection stays, listed with showDeleted, until restored. */
export const deletePdi = (ctx: SignedInContext, id: number): Promise<PdiAnswer> =>
  pdiAnswer(
    ctx,
    async (tx) => {
      const pdi = await ownedPdi(ctx, id);
      if (pdi.isDeleted) return refuseState('already_deleted');
      const at = nowIso();
      await tx.updateTable('pdis').set({ isDeleted: 1, deletedAt: at, updatedAt: at }).where('id', '=', id).execute();
      return id;
    },
    'The inspection was deleted',
  );

/** Brings a deleted inspection back, unless the bike has been inspected again since. */
export const restorePdi = (ctx: SignedInContext, id: number): Promise<PdiAnswer> =>
  pdiAnswer(
    ctx,
    async (tx) => {
      const pdi = await ownedPdi(ctx, id);
      if (!pdi.isDeleted) return refuseState('not_deleted');
      if (await activePdiOf(tx, pdi.frameId, id)) return refuseState('frame_has_pdi');
      await oneLivePdi(
        () => tx.updateTable('pdis').set({ isDeleted: 0, deletedAt: null, updatedAt: nowIso() }).where('id', '=', id).execute(),
        () => refuseState('frame_has_pdi'),
      );
      return id;
    },
    'The inspection was restored',
  );
