import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { contains, parseSort } from '../db/list-query.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { failed, type MutationOutcome, succeeded, userError } from '../graphql/mutation-result.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../src/rules/inquiry.ts';
import { nowIso } from '../platform/clock.ts';

/** One inquiry as staff read it: its fields, the names of its country and city, and who handled it. */
const inquiryRows = (db: Database) =>
  db
    .selectFrom('customerInquiries as i')
    .innerJoin('countries as co', 'co.id', 'i.custCountry')
    .innerJoin('cities as ci', 'ci.id', 'i.custCityId')
    .leftJoin('users as u', 'u.id', 'i.handledBy')
    .select([
      'i.id',
      'i.host',
      'i.sorg',
      'i.reason',
      'i.goal',
      'i.custName',
      'i.custAddress',
      'i.custState',
      'i.custCountry',
      'i.custCityId',
      'i.custEmail',
      'i.custPhone',
      'i.custPostalCode',
      'i.custWeb',
      'i.language',
      'i.status',
      'i.handledAt',
      'i.note',
      'i.createdAt',
      'co.name as countryName',
      'ci.description as cityName',
      'u.username as handledBy',
    ]);

export type InquiryRow = Awaited<ReturnType<ReturnType<typeof inquiryRows>['executeTakeFirstOrThrow']>>;

const SORTS = ['createdAt', 'custName', 'status', 'cityName'] as const;
const sortColumn = { createdAt: 'i.createdAt', custName: 'i.custName', status: 'i.status', cityName: 'ci.description' } as const;

/** query customerInquiries: newest first by default, searched in name, email, phone and city, filtered by status. */
export async function listInquiries(
  ctx: SignedInContext,
  a: { page: number; limit: number; search?: string | null; status?: string | null; sort?: readonly string[] | null },
): Promise<{ customerInquiries: InquiryRow[]; info: PageInfo }> {
  let q = inquiryRows(ctx.db);
  const term = a.search?.trim();
  if (term)
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('i.custName'), term),
        contains(eb.ref('i.custEmail'), term),
        contains(eb.ref('i.custPhone'), term),
        contains(eb.ref('ci.description'), term),
        contains(eb.ref('i.custState'), term),
      ]),
    );
  if (a.status) q = q.where('i.status', '=', a.status as InquiryStatus);
  const { count } = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const sorts = a.sort?.length ? parseSort(a.sort, SORTS) : [{ column: 'createdAt' as const, desc: true }];
  for (const s of sorts) q = q.orderBy(sortColumn[s.column], s.desc ? 'desc' : 'asc');
  const rows = await q
    .orderBy('i.id', 'desc')
    .limit(a.limit)
    .offset((a.page - 1) * a.limit)
    .execute();
  return { customerInquiries: rows, info: pageInfo(a.page, a.limit, Number(count)) };
}

export const inquiryById = (ctx: SignedInContext, id: number) =>
  inquiryRows(ctx.db)
    .where('i.id', '=', id)
    .executeTakeFirst()
    .then((r) => r ?? null);

export interface InquiryAnswer extends MutationOutcome {
  code: string | null;
  id: number | null;
}

/**
 * mutation updateCustomerInquiry: staff mark an inquiry contacted, converted or declined (or back to new), with a note;
 * who did it and when is kept.
 */
export async function updateInquiry(
  ctx: SignedInContext,
  id: number,
  input: { status?: string | null; note?: string | null },
): Promise<InquiryAnswer> {
  const status = input.status ?? '';
  const note = (input.note ?? '').trim();
  if (!(INQUIRY_STATUSES as readonly string[]).includes(status)) {
    return {
      ...failed('Please correct the marked fields', [userError('status', 'Choose a status', 'inquiry:errors.status')]),
      code: 'I001',
      id: null,
    };
  }
  if (note.length > 2000)
    return {
      ...failed('Please correct the marked fields', [userError('note', 'This text is too long', 'forms:max_length')]),
      code: 'I001',
      id: null,
    };
  const { numUpdatedRows } = await ctx.db
    .updateTable('customerInquiries')
    .set({ status: status as InquiryStatus, note: note || null, handledBy: ctx.actor.user.id, handledAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(numUpdatedRows) !== 1) return { ...failed('This inquiry no longer exists'), code: 'N001', id: null };
  return { ...succeeded('Inquiry saved'), code: null, id };
}
