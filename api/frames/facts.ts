import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { normalFrameNumber } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { perRequest } from '../platform/request-loader.ts';

/**
 * A frame as claims, PDI, registrations and the frame page read it (api/frames owns the frame): the bike (brand,
 * model, year, series, code) and its shipment.
 */
export interface FrameFacts {
  id: number;
  frameNumber: string;
  /** The number under the maker's earlier numbering; null on frames numbered since (src/rules/frames.ts RENUMBERED_ON). */
  oldCode: string | null;
  articleId: number;
  articleCode: string;
  articleName: string;
  brand: string;
  model: string;
  modelYear: number;
  series: string;
  mcName: string | null;
  productionCode: string;
  deliveryNo: string;
  shippedAt: string;
  customerId: number;
  shippedTo: string;
  shippedToName: string;
  unitPrice: number;
  currency: string;
  sorg: string;
}

export const frameQuery = (db: Database) =>
  db
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('customers as cu', 'cu.id', 'f.customerId')
    .leftJoin('merchandiseCategories as mc', 'mc.id', 'a.mcId')
    .select([
      'f.id',
      'f.frameNumber',
      'f.oldCode',
      'f.articleId',
      'a.articleCodeDisplay as articleCode',
      'a.name as articleName',
      'a.brand',
      'a.model',
      'a.modelYear',
      'a.series',
      'mc.name as mcName',
      'f.productionCode',
      'f.deliveryNo',
      'f.shippedAt',
      'f.customerId',
      'cu.codeIsr',
      'cu.codeR3',
      'cu.name as shippedToName',
      'f.unitPrice',
      'f.currency',
      'f.sorg',
    ]);

const facts = ({ codeIsr, codeR3, ...row }: Awaited<ReturnType<ReturnType<typeof frameQuery>['executeTakeFirstOrThrow']>>): FrameFacts => ({
  ...row,
  shippedTo: displayCustomerCode({ isr: codeIsr, r3: codeR3 }),
});

/** A frame shipped to the customer the session acts for, or null: another dealer's frame says nothing. */
export async function frameOfActiveCustomer(ctx: SignedInContext, frameNumber: string): Promise<FrameFacts | null> {
  const customerId = ctx.actor.customer?.id;
  if (!customerId) return null;
  const typed = normalFrameNumber(frameNumber);
  // Either number stamped on the bike finds it: the current one, or the old code of a bike built before the renumbering.
  const row = await frameQuery(ctx.db)
    .where((eb) => eb.or([eb('f.frameNumber', '=', typed), eb('f.oldCode', '=', typed)]))
    .where('f.customerId', '=', customerId)
    .executeTakeFirst();
  return row ? facts(row) : null;
}

export async function frameById(db: Database, id: number): Promise<FrameFacts | null> {
  const row = await frameQuery(db).where('f.id', '=', id).executeTakeFirst();
  return row ? facts(row) : null;
}

/** Frames by id, one query for every row of an answer that asks (a registration list's bikes); ids are known to exist. */
export const framesById = perRequest(async (ctx: { db: Database }, ids: readonly number[]) => {
  const rows = new Map(
    (
      await frameQuery(ctx.db)
        .where('f.id', 'in', [...ids])
        .execute()
    ).map((r) => [r.id, facts(r)]),
  );
  return ids.map((id) => rows.get(id) ?? new Error(`Frame ${id} not found`));
});

export interface StolenReport {
  frameNumber: string;
  isStolen: boolean;
  reportedAt: string | null;
  note: string | null;
}

export async function stolenReportOf(db: Database, frameNumber: string): Promise<StolenReport> {
  const row = await db.selectFrom('stolenFrames').select(['reportedAt', 'note']).where('frameNumber', '=', frameNumber).executeTakeFirst();
  return { frameNumber, isStolen: !!row, reportedAt: row?.reportedAt ?? null, note: row?.note ?? null };
}

export interface FrameRecall {
  id: number;
  title: string;
  description: string;
  instruction: string;
  createdAt: string;
  isOpen: boolean;
  doneAt: string | null;
}

/** The recalls touching a frame, open ones first. */
export async function recallsOfFrame(db: Database, frameId: number): Promise<FrameRecall[]> {
  const rows = await db
    .selectFrom('recallFrames as rf')
    .innerJoin('recalls as r', 'r.id', 'rf.recallId')
    .select(['r.id', 'r.title', 'r.description', 'r.instruction', 'r.createdAt', 'r.closedAt', 'rf.doneAt'])
    .where('rf.frameId', '=', frameId)
    .orderBy('r.createdAt', 'desc')
    .execute();
  return rows.map(({ closedAt, ...r }) => ({ ...r, isOpen: !closedAt && !r.doneAt })).sort((a, b) => Number(b.isOpen) - Number(a.isOpen));
}

/** One attribute of a bike: its own (colour, frame size, wheel size) or its model's specification. */
export interface BikeAttribute {
  code: string;
  name: string;
  value: string;
  /** The bike's own attribute, not its model's specification. */
  own: boolean;
}

/** A bike's attributes (spec 2 §3 Claim bikeAttributes): its colour and sizes first, then its model's specification in order. */
export async function bikeAttributesOf(db: Database, frameId: number): Promise<BikeAttribute[]> {
  const bike = await db
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .select(['a.productGroupId', 'a.colour', 'a.frameSize', 'a.wheelSize'])
    .where('f.id', '=', frameId)
    .executeTakeFirst();
  if (!bike) return [];
  const own: BikeAttribute[] = [
    { code: 'colour', name: 'Colour', value: bike.colour, own: true },
    { code: 'frame_size', name: 'Frame size', value: bike.frameSize ?? '', own: true },
    { code: 'wheel_size', name: 'Wheel size', value: bike.wheelSize ?? '', own: true },
  ].filter((a) => a.value);
  const specification = await db
    .selectFrom('articleSpecifications')
    .select(['code', 'name', 'value'])
    .where('productGroupId', '=', bike.productGroupId)
    .orderBy('position')
    .execute();
  // The model's rows that speak of the whole range (its sizes, colours, year) say less than the bike's own values.
  const said = new Set(['SIZES', 'COLOURS', 'YEAR', ...(bike.wheelSize ? ['WHEELS'] : [])]);
  return [...own, ...specification.filter((s) => !said.has(s.code)).map((s) => ({ ...s, own: false }))];
}
