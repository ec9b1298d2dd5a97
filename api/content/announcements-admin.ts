import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { checkField, checkLength, type UserError, userError } from '../graphql/mutation-result.ts';
import {
  answer,
  checkWindow,
  contains,
  contentError,
  type ContentAnswer,
  invalid,
  listLimit,
  notFoundRefusal,
  parseSort,
  publicationStatus,
  sortKey,
  trimmed,
} from './publishing.ts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';
import { nowIso } from '../platform/clock.ts';

/** The scope of the announcements admin (spec 3 §2 'Menu entries'). */
export const ANNOUNCEMENT_EDIT = 'page.announcement';
export const ANNOUNCEMENT_TYPES = ['home_page'] as const;

export interface AnnouncementRow {
  id: number;
  type: string;
  title: string;
  url: string | null;
  content: string;
  sorg: string | null;
  from: string;
  to: string;
  createdAt: string;
  updatedAt: string;
}
export interface AnnouncementFilter {
  page: number;
  limit?: number | null;
  search?: string | null;
  sort?: readonly string[] | null;
  sorg?: string | null;
}

export const ANNOUNCEMENT_SORTS = ['from', 'title', 'to', 'id'] as const;
const columns = ['a.id', 'a.type', 'a.title', 'a.url', 'a.content', 'a.sorg', 'a.from', 'a.to', 'a.createdAt', 'a.updatedAt'] as const;

/** Every announcement, newest window first unless sorted; search matches title or content. */
export async function listAnnouncements(
  db: Database,
  f: AnnouncementFilter,
): Promise<{ announcements: AnnouncementRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  let q = db.selectFrom('announcements as a');
  const term = f.search?.trim();
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('a.title'), term), contains(eb.ref('a.content'), term)]));
  if (f.sorg) q = q.where('a.sorg', '=', f.sorg);
  let rows = q.select([...columns]);
  const sorts = f.sort?.length ? parseSort(f.sort, ANNOUNCEMENT_SORTS) : [{ column: 'from' as const, desc: true }];
  for (const s of sorts) rows = rows.orderBy(s.column === 'title' ? sortKey('a', 'title') : `a.${s.column}`, s.desc ? 'desc' : 'asc');
  const [{ count }, announcements] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { announcements: announcements.map(safe), info: pageInfo(f.page, limit, Number(count)) };
}

// Served sanitised as well as stored so, like news, a row written by any other path reaches no browser unsanitised.
const safe = (row: AnnouncementRow): AnnouncementRow => ({ ...row, content: sanitizeAnnouncementHtml(row.content) });

export const announcementById = (db: Database, id: number) =>
  db
    .selectFrom('announcements as a')
    .select([...columns])
    .where('a.id', '=', id)
    .executeTakeFirst()
    .then((r) => (r ? safe(r) : null));

export const announcementStatus = (a: AnnouncementRow) => publicationStatus(a.from, a.to, null);

export interface AnnouncementInput {
  type?: string | null;
  title?: string | null;
  url?: string | null;
  content?: string | null;
  sorg?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * A portal page (/order) or an outside address (https://…); nothing else is followed from a banner. No backslash
 * anywhere: browsers read `/\evil.example` as `//evil.example`, another site.
 */
export function checkLink(errors: UserError[], field: string, value: string | null | undefined) {
  const v = trimmed(value);
  if (!v) return null;
  if (v.length > 500 || v.includes('\\') || !(/^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v)))
    errors.push(contentError(field, 'badLink'));
  return v;
}

export async function checkSorg(tx: Database, errors: UserError[], sorg: string | null | undefined, required: boolean) {
  const v = trimmed(sorg);
  if (!v) {
    if (required) errors.push(userError('sorg', 'Required', 'forms:required'));
    return null;
  }
  const known = await tx.selectFrom('salesOrganisations').select('sorg').where('sorg', '=', v).executeTakeFirst();
  if (!known) errors.push(contentError('sorg', 'notFound'));
  return v;
}

async function validAnnouncement(tx: Database, input: AnnouncementInput) {
  const errors: UserError[] = [];
  const type = trimmed(input.type) || 'home_page';
  if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) errors.push(userError('type', 'Required', 'forms:required'));
  const title = trimmed(input.title);
  if (checkField(errors, 'title', input.title ?? '', ['required', 'notEmpty'])) checkLength(errors, 'title', title, 200);
  const content = sanitizeAnnouncementHtml(input.content ?? '');
  if (checkField(errors, 'content', content.replace(/<[^>]*>/g, ''), ['required', 'notEmpty']))
    checkLength(errors, 'content', content, 20_000);
  const url = checkLink(errors, 'url', input.url);
  const sorg = await checkSorg(tx, errors, input.sorg, false);
  const window = checkWindow(errors, input.from, input.to, ['from', 'to']);
  if (errors.length) invalid(errors);
  return { type, title, content, url, sorg, from: window.from, to: window.to };
}

const requireAnnouncement = async (tx: Database, id: number) =>
  (await tx.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst()) ?? notFoundRefusal();

export function createAnnouncement(ctx: SignedInContext, input: AnnouncementInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const a = await validAnnouncement(tx, input);
      const at = nowIso();
      return (
        await tx
          .insertInto('announcements')
          .values({ ...a, createdAt: at, updatedAt: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
    'saved',
    'failedAnnouncement',
  );
}

export function updateAnnouncement(ctx: SignedInContext, id: number, input: AnnouncementInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireAnnouncement(tx, id);
      const a = await validAnnouncement(tx, input);
      await tx
        .updateTable('announcements')
        .set({ ...a, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      return id;
    },
    'saved',
    'failedAnnouncement',
  );
}

export function deleteAnnouncement(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireAnnouncement(tx, id);
      await tx.deleteFrom('announcements').where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedAnnouncement',
  );
}
