import { randomUUID } from 'node:crypto';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { attachFiles, deleteFileRows, removeFileKeys } from '../files/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import type { UserError } from '../graphql/mutation-result.ts';
import { checkLink, checkSorg } from './announcements-admin.ts';
import { BANNER_OWNER } from './service.ts';
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
} from './publishing.ts';
import { nowIso } from '../platform/clock.ts';

/** The scope of the banners admin (spec 3 §2 'Menu entries'). */
export const BANNER_EDIT = 'page.banner';
/** Banners of one sales organisation at most: the pop-up carousel stays short ('Max items of {max} exceeded.'). */
export const MAX_BANNERS_PER_SORG = 10;

export interface BannerRow {
  id: number;
  sorg: string;
  url: string | null;
  link: string | null;
  bannerFile: string;
  from: string;
  to: string;
  position: number;
  language: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The languages a banner's picture may speak (ISO 639-1): those of the portal's 11 locales. */
export const BANNER_LANGUAGES = ['en', 'id', 'ms', 'de', 'fr'] as const;
export interface BannerFilter {
  page: number;
  limit?: number | null;
  search?: string | null;
  sort?: readonly string[] | null;
  sorg?: string | null;
}

export const BANNER_SORTS = ['from', 'sorg', 'to', 'position', 'id'] as const;
const columns = [
  'b.id',
  'b.sorg',
  'b.url',
  'b.link',
  'b.bannerFile',
  'b.from',
  'b.to',
  'b.position',
  'b.language',
  'b.createdAt',
  'b.updatedAt',
] as const;

/** Banners of every organisation (or one), newest window first unless sorted; search matches the links and the file. */
export async function listBanners(db: Database, f: BannerFilter): Promise<{ banners: BannerRow[]; info: PageInfo }> {
  const limit = listLimit(f.limit);
  let q = db.selectFrom('banners as b');
  const term = f.search?.trim();
  if (term) {
    q = q.where((eb) =>
      eb.or([
        contains(eb.fn.coalesce('b.url', eb.val('')), term),
        contains(eb.fn.coalesce('b.link', eb.val('')), term),
        contains(eb.ref('b.bannerFile'), term),
        contains(eb.ref('b.sorg'), term),
      ]),
    );
  }
  if (f.sorg) q = q.where('b.sorg', '=', f.sorg);
  let rows = q.select([...columns]);
  const sorts = f.sort?.length ? parseSort(f.sort, BANNER_SORTS) : [{ column: 'from' as const, desc: true }];
  for (const s of sorts) rows = rows.orderBy(`b.${s.column}`, s.desc ? 'desc' : 'asc');
  const [{ count }, banners] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('b.id', 'desc')
      .limit(limit)
      .offset((f.page - 1) * limit)
      .execute(),
  ]);
  return { banners, info: pageInfo(f.page, limit, Number(count)) };
}

export const bannerById = (db: Database, id: number) =>
  db
    .selectFrom('banners as b')
    .select([...columns])
    .where('b.id', '=', id)
    .executeTakeFirst()
    .then((r) => r ?? null);

export interface BannerInput {
  sorg?: string | null;
  url?: string | null;
  link?: string | null;
  from?: string | null;
  to?: string | null;
  position?: number | null;
  /** The language of the picture's words; empty for a picture without words, shown to every reader. */
  language?: string | null;
  /** An image uploaded with uploadFile(purpose 'banner'); required for a new banner, optional to replace one. */
  fileId?: number | null;
}

async function validBanner(tx: Database, input: BannerInput, id: number | null) {
  const errors: UserError[] = [];
  const sorg = await checkSorg(tx, errors, input.sorg, true);
  const url = checkLink(errors, 'url', input.url);
  const link = checkLink(errors, 'link', input.link);
  const window = checkWindow(errors, input.from, input.to, ['from', 'to']);
  if (id === null && !input.fileId) errors.push(contentError('fileId', 'imageRequired'));
  if (sorg && !errors.length) {
    const { n } = await tx
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sorg', '=', sorg)
      .where('id', '!=', id ?? -1)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_BANNERS_PER_SORG) errors.push(contentError('sorg', 'maxItems', { max: String(MAX_BANNERS_PER_SORG) }));
  }
  if (errors.length) invalid(errors);
  return {
    sorg: sorg!,
    url,
    link,
    from: window.from,
    to: window.to,
    position: Math.max(0, Math.min(input.position ?? 0, 99)),
    language: input.language || null,
  };
}

/** The images a banner owns (api/files, owner type 'banner'): the newest is its picture. */
const bannerImages = (tx: Database, bannerId: number) =>
  tx.selectFrom('files').select('id').where('ownerType', '=', BANNER_OWNER).where('ownerId', '=', bannerId).execute();

/** Deletes file rows in the transaction and their stored files once it has committed. */
async function dropFiles(ctx: SignedInContext, tx: Database, ids: number[]) {
  const gone = await deleteFileRows(tx, ids);
  if (gone.length) await afterCommit(() => removeFileKeys(ctx.storage, gone));
}

/**
 * The uploaded image becomes the banner's picture: the file is attached to the banner, and GET
 * /bnrs/image/{bannerFile} serves its compressed rendition when there is one (spec 3 §5). The name in the address is
 * new with every picture, so browsers never show an old one from their cache; a picture it replaces is deleted.
 */
async function placeImage(ctx: SignedInContext, tx: Database, fileId: number, bannerId: number, sorg: string): Promise<string> {
  const before = await bannerImages(tx, bannerId);
  const refused = await attachFiles(tx, ctx.actor.user.id, [fileId], BANNER_OWNER, bannerId);
  if (refused.length) invalid([contentError('fileId', 'imageRequired')]);
  const file = await tx.selectFrom('files').select(['kind', 'hiKey', 'oriKey']).where('id', '=', fileId).executeTakeFirstOrThrow();
  if (file.kind !== 'image') invalid([contentError('fileId', 'imageRequired')]);
  await dropFiles(
    ctx,
    tx,
    before.map((f) => f.id).filter((id) => id !== fileId),
  );
  return `${sorg}-${randomUUID().slice(0, 12)}.${(file.hiKey ?? file.oriKey).split('.').pop()}`;
}

const requireBanner = async (tx: Database, id: number) =>
  (await tx.selectFrom('banners').select(['id', 'bannerFile']).where('id', '=', id).executeTakeFirst()) ?? notFoundRefusal();

export function createBanner(ctx: SignedInContext, input: BannerInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const b = await validBanner(tx, input, null);
      const at = nowIso();
      // A placeholder name until the picture is placed: the row's id names the file's owner.
      const { id } = await tx
        .insertInto('banners')
        .values({ ...b, bannerFile: `pending-${randomUUID()}`, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bannerFile = await placeImage(ctx, tx, input.fileId!, id, b.sorg);
      await tx.updateTable('banners').set({ bannerFile }).where('id', '=', id).execute();
      return id;
    },
    'saved',
    'failedBanner',
  );
}

export function updateBanner(ctx: SignedInContext, id: number, input: BannerInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireBanner(tx, id);
      const b = await validBanner(tx, input, id);
      const bannerFile = input.fileId ? await placeImage(ctx, tx, input.fileId, id, b.sorg) : undefined;
      await tx
        .updateTable('banners')
        .set({ ...b, ...(bannerFile ? { bannerFile } : {}), updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      return id;
    },
    'saved',
    'failedBanner',
  );
}

export function deleteBanner(ctx: SignedInContext, id: number): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      await requireBanner(tx, id);
      await dropFiles(
        ctx,
        tx,
        (await bannerImages(tx, id)).map((f) => f.id),
      );
      await tx.deleteFrom('banners').where('id', '=', id).execute();
      return id;
    },
    'deleted',
    'failedBanner',
  );
}

/** Spec 3 §3 'Config per sales organisation for banners': three addresses per organisation. */
export const bannerConfigs = (db: Database, sorg?: string | null) => {
  let q = db
    .selectFrom('salesOrganisations as s')
    .leftJoin('bannerConfigs as c', 'c.sorg', 's.sorg')
    .select(['s.sorg', 's.name', 'c.url1', 'c.url2', 'c.url3'])
    .orderBy('s.sorg');
  if (sorg) q = q.where('s.sorg', '=', sorg);
  return q.execute();
};

export interface BannerConfigInput {
  url1?: string | null;
  url2?: string | null;
  url3?: string | null;
}

export function updateBannerConfig(ctx: SignedInContext, sorg: string, input: BannerConfigInput): Promise<ContentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const errors: UserError[] = [];
      const known = await checkSorg(tx, errors, sorg, true);
      const urls = {
        url1: checkLink(errors, 'url1', input.url1),
        url2: checkLink(errors, 'url2', input.url2),
        url3: checkLink(errors, 'url3', input.url3),
      };
      if (errors.length) invalid(errors);
      const at = nowIso();
      await tx
        .insertInto('bannerConfigs')
        .values({ sorg: known!, ...urls, updatedAt: at })
        .onConflict((oc) => oc.column('sorg').doUpdateSet({ ...urls, updatedAt: at }))
        .execute();
      return 0;
    },
    'saved',
    'failedBanner',
  );
}
