import type { Selectable } from 'kysely';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { MAX_SHORT_RANGE_DAYS, shortRangeProblem } from '../../src/rules/date-range.ts';
import { PHOTO_SLOTS, type PhotoSlot, VISIT_PAGE_SIZE, VISIT_PAGE_SIZES, type VisitBrand } from '../../src/rules/visit-forms.ts';
import type { SignedInContext } from '../context.ts';
import type { DB } from '../db/types.ts';
import { fileView, type FileView, filesOf } from '../files/index.ts';
import { pageInfo } from '../db/paging.ts';
import { ErrorCode, fail } from '../graphql/errors.ts';
import { areaCustomerIds, requireQualified, VISIT_FORM_OWNER } from './access.ts';

export type VisitFormRow = Selectable<DB['visitForms']>;

/** A form as readers see it: lists parsed, brand domination as a yes/no/unanswered, each photo slot's file. */
export interface VisitFormView {
  id: number;
  brand: string;
  customerId: number;
  custCode: string;
  custName: string;
  otherMidrange: string[];
  otherMidrangeDescription: string | null;
  brandDomination: boolean | null;
  qtyPlgGrp: number | null;
  qtyNonPlgGrp: number | null;
  brandDisplay: string[];
  brandDisplayDescription: string | null;
  seriesList: string[];
  seriesBrand: { brand: string; series: string }[];
  otherSeriesList: string[];
  notes: string | null;
  equipment: string[];
  equipmentText: string | null;
  photos: Partial<Record<PhotoSlot, FileView>>;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

const list = <T>(json: string): T[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

/** Forms with their photos (one query for every form's files) and their authors' names. */
export async function viewsOf(ctx: SignedInContext, rows: VisitFormRow[]): Promise<VisitFormView[]> {
  const ids = rows.map((r) => r.id);
  const [files, authors] = await Promise.all([
    filesOf(ctx.db, VISIT_FORM_OWNER, ids),
    rows.length
      ? ctx.db
          .selectFrom('users')
          .select(['id', 'name', 'username'])
          .where('id', 'in', [...new Set(rows.map((r) => r.createdBy))])
          .execute()
      : [],
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((r) => {
    const photos: VisitFormView['photos'] = {};
    for (const slot of PHOTO_SLOTS) {
      const file = r[slot] != null ? byId.get(r[slot]!) : undefined;
      if (file) photos[slot] = fileView(ctx.env.tokenSecret, file);
    }
    const author = authors.find((a) => a.id === r.createdBy);
    return {
      id: r.id,
      brand: r.brand,
      customerId: r.customerId,
      custCode: r.custCode,
      custName: r.custName,
      otherMidrange: list(r.otherMidrange),
      otherMidrangeDescription: r.otherMidrangeDescription,
      brandDomination: r.brandDomination == null ? null : r.brandDomination === 1,
      qtyPlgGrp: r.qtyPlgGrp,
      qtyNonPlgGrp: r.qtyNonPlgGrp,
      brandDisplay: list(r.brandDisplay),
      brandDisplayDescription: r.brandDisplayDescription,
      seriesList: list(r.seriesList),
      seriesBrand: list(r.seriesBrand),
      otherSeriesList: list(r.otherSeriesList),
      notes: r.notes,
      equipment: list(r.equipment),
      equipmentText: r.equipmentText,
      photos,
      createdAt: r.createdAt,
      createdBy: author?.name || author?.username || '',
      updatedAt: r.updatedAt,
    };
  });
}

export interface VisitListArgs {
  brand: VisitBrand;
  page: number;
  limit: number;
  id?: number | null;
  date?: string | null;
  from?: string | null;
  to?: string | null;
  custCodes?: readonly string[] | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string, v: string | null | undefined) => {
  if (v && !DAY.test(v))
    fail(ErrorCode.invalidInput, 'Use a date as YYYY-MM-DD', { fieldErrors: { [field]: ['Use a date as YYYY-MM-DD'] } });
  return v || null;
};

const RANGE_MESSAGES = {
  invalid_date: 'Choose both dates of the range',
  from_after_to: 'The start date must be on or before the end date',
  longer_than_30_days: `The date range can be at most ${MAX_SHORT_RANGE_DAYS} days`,
} as const;

/** A range of visit dates has both ends and spans at most 30 days (spec 2 §5). */
function checkShortRange(from: string | null, to: string | null) {
  const problem = from && to ? shortRangeProblem(from, to) : 'invalid_date';
  if (!problem) return;
  const message = RANGE_MESSAGES[problem];
  fail(ErrorCode.invalidInput, message, { fieldErrors: { [problem === 'invalid_date' && !from ? 'from' : 'to']: [message] } });
}

/**
 * The forms of one brand for the dealers of the user's areas, newest first, paged in SQL. custCodes are the codes the
 * portal shows (the unified part stripped); date is one day, from/to a range.
 */
export async function listVisitForms(ctx: SignedInContext, args: VisitListArgs) {
  await requireQualified(ctx);
  const limit = (VISIT_PAGE_SIZES as readonly number[]).includes(args.limit) ? args.limit : VISIT_PAGE_SIZE;
  const page = Math.max(args.page || 1, 1);
  const date = day('date', args.date);
  const from = date ?? day('from', args.from);
  const to = date ?? day('to', args.to);
  if (!date && (from || to)) checkShortRange(from, to);
  let q = ctx.db.selectFrom('visitForms').where('brand', '=', args.brand).where('customerId', 'in', areaCustomerIds(ctx));
  if (args.id) q = q.where('id', '=', args.id);
  if (from) q = q.where('createdAt', '>=', `${from}T00:00:00.000Z`);
  if (to) q = q.where('createdAt', '<=', `${to}T23:59:59.999Z`);
  const codes = (args.custCodes ?? []).map((c) => c.trim()).filter(Boolean);
  if (codes.length) q = q.where('custCode', 'in', codes);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { formVisits: await viewsOf(ctx, rows), info: pageInfo(page, limit, Number(total.n)) };
}

/** The code a visit form keeps and filters by: the one the portal shows. */
export const shownCode = (c: { codeIsr: string | null; codeR3: string }) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 });

/**
 * The dealers a rep may file a form for (spec 2 §7 formVisitSalesCustomers): the customers of their areas in one sales
 * organisation (the host's when not given), or only those that already have a form when asked (the list's filter).
 */
export async function salesCustomers(
  ctx: SignedInContext,
  sorg: string | null | undefined,
  onlyWithForm: boolean,
  brand?: VisitBrand | null,
) {
  await requireQualified(ctx);
  const org = sorg?.trim() || ctx.host.config.sorg;
  let q = ctx.db
    .selectFrom('customers')
    .select(['customers.id', 'customers.name', 'customers.codeIsr', 'customers.codeR3'])
    .where('customers.id', 'in', areaCustomerIds(ctx))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('customerAreas as ca')
          .select('ca.customerId')
          .whereRef('ca.customerId', '=', 'customers.id')
          .where('ca.sorg', '=', org),
      ),
    );
  if (onlyWithForm) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('visitForms as vf')
          .select('vf.id')
          .whereRef('vf.customerId', '=', 'customers.id')
          .$if(!!brand, (w) => w.where('vf.brand', '=', brand!)),
      ),
    );
  }
  const rows = await q.orderBy('customers.name').limit(500).execute();
  return rows.map((c) => ({ id: c.id, custName: c.name, custCode: shownCode(c) }));
}
