import type { FileStorage } from '../files/storage.ts';
import { isSafeName } from '../adapters/storage/index.ts';
import type { Database } from '../db/index.ts';
import type { ContentMarketType } from '../db/types.ts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';
import { nowIso } from '../platform/clock.ts';

/** Home-page announcements of a sales organisation (or of all of them) whose window holds `at`. */
export async function activeAnnouncements(db: Database, sorg: string, at = nowIso()) {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'type', 'title', 'url', 'content', 'from', 'to'])
    .where('type', '=', 'home_page')
    .where('from', '<=', at)
    .where('to', '>=', at)
    .where((eb) => eb.or([eb('sorg', '=', sorg), eb('sorg', 'is', null)]))
    .orderBy('from', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // Sanitised again on the way out: a row written by any path other than the admin form is still safe.
  return rows.map((a) => ({ ...a, content: sanitizeAnnouncementHtml(a.content) }));
}

export type Announcement = Awaited<ReturnType<typeof activeAnnouncements>>[number];

/** The language part of a reader's locale: 'de' of 'de', 'en' of 'en-us', 'ms' of 'ms-my'. */
export const languageOfLocale = (locale: string) => locale.trim().toLowerCase().split(/[-_]/)[0];

/**
 * The pop-up banners of a sales organisation whose window holds `at`, in their set order. Given the reader's
 * locale, a banner whose picture speaks another language is left out (a banner without a language shows to all).
 */
export function activeBanners(db: Database, sorg: string, at = nowIso(), readerLocale?: string | null) {
  let q = db
    .selectFrom('banners')
    .select(['id', 'sorg', 'url', 'link', 'bannerFile', 'from', 'to', 'language'])
    .where('sorg', '=', sorg)
    .where('from', '<=', at)
    .where('to', '>=', at);
  if (readerLocale) {
    const language = languageOfLocale(readerLocale);
    q = q.where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]));
  }
  return q.orderBy('position').orderBy('id').execute();
}

export type Banner = Awaited<ReturnType<typeof activeBanners>>[number];

/** The owner type of a banner's picture in api/files. */
export const BANNER_OWNER = 'banner';

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * The image of a banner by its file name: only plain names of a known image type that a banner row names are read,
 * so the route can reach nothing else in storage. An uploaded picture is the banner's newest file in api/files (its
 * compressed rendition when it has one); the demo's drawn pictures sit under banners/ by their name.
 */
export async function bannerImage(db: Database, storage: FileStorage, bannerFile: string) {
  const type = imageTypes[bannerFile.split('.').pop()?.toLowerCase() ?? ''];
  if (!type || !isSafeName(bannerFile)) return null;
  const banner = await db.selectFrom('banners').select('id').where('bannerFile', '=', bannerFile).executeTakeFirst();
  if (!banner) return null;
  const file = await db
    .selectFrom('files')
    .select(['hiKey', 'oriKey'])
    .where('ownerType', '=', BANNER_OWNER)
    .where('ownerId', '=', banner.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const bytes = await storage.get(file ? (file.hiKey ?? file.oriKey) : `banners/${bannerFile}`);
  return bytes ? { bytes, type } : null;
}

/** The target markets of one content type the user is given (the content-market guard's question). */
export function userTargetMarkets(db: Database, userId: number, type: ContentMarketType) {
  return db
    .selectFrom('contentTargetMarkets as m')
    .innerJoin('userContentTargetMarkets as u', 'u.marketId', 'm.id')
    .select(['m.id', 'm.type', 'm.name', 'm.sorg'])
    .where('u.userId', '=', userId)
    .where('m.type', '=', type)
    .orderBy('m.name')
    .execute();
}
