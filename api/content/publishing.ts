import { sql, type Expression, type SqlBool } from 'kysely';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import type { ContentMarketType } from '../db/types.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, Refused, succeeded, type MutationOutcome, type UserError, userError } from '../graphql/mutation-result.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { nowIso } from '../platform/clock.ts';

export { contains, parseSort, sortKey } from '../db/list-query.ts';
export { invalid, Refused, trimmed } from '../graphql/mutation-result.ts';

/**
 * What the content admin's mutations share (news, sales documents, groups, banners, announcements, target markets):
 * one answer shape, the 'Failed to save …' wording of spec 3 §8, validity windows and target markets.
 */
export interface ContentAnswer extends MutationOutcome {
  code: string | null;
  id: number | null;
}

/** The English texts beside their keys in the `content-admin` namespace. */
export const messages = {
  saved: 'Saved',
  deleted: 'Deleted',
  restored: 'Restored',
  notFound: 'This record no longer exists',
  windowOrder: 'The end must be after the start',
  unknownMarkets: 'Unknown target markets: {{ids}}',
  maxItems: 'Max items of {{max}} exceeded.',
  failed: 'Something went wrong, please try again',
  failedNews: 'Failed to save news',
  failedSalesDocument: 'Failed to save sales document',
  failedTechnicalDocument: 'Failed to save technical document',
  failedGroup: 'Failed to save group',
  failedBanner: 'Failed to save banner',
  failedAnnouncement: 'Failed to save announcement',
  failedMarket: 'Failed to save target market',
  failedPriceComponent: 'Failed to save price components',
  componentTaken: 'This organisation already has a row for this module',
  unknownComponent: 'Choose components from the list',
  nameTaken: 'This name is already in use',
  marketInUse: 'This target market is still used by {{count}} items or users',
  badLink: 'Enter a portal path such as /order or an address starting with https://',
  imageRequired: 'Please upload an image',
  unknownLayout: 'Choose a layout',
} as const;
export type MessageName = keyof typeof messages;

/** A user error in the words of this area, translated in the browser by its key. */
export const contentError = areaErrors(messages, 'content-admin:');

export const notFoundRefusal = (): never => {
  throw new Refused(ErrorCode.notFound, [contentError('id', 'notFound')], messages.notFound);
};

/**
 * Runs one content mutation in one write transaction. A refusal answers `failed` with the form's 'Failed to save …'
 * description (spec 3 §8), the field errors and the code; anything else rolls back and answers INT.
 */
export async function answer(
  ctx: SignedInContext,
  work: (tx: Database) => Promise<number>,
  done: MessageName,
  failure: MessageName,
): Promise<ContentAnswer> {
  try {
    const id = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(messages[done]), code: null, id };
  } catch (e) {
    if (e instanceof Refused) {
      const description = e.code === ErrorCode.notFound ? messages.notFound : messages[failure];
      return { ...failed(description, e.userErrors), code: e.code, id: null };
    }
    console.error('content', e);
    return { ...failed(messages[failure]), code: ErrorCode.internal, id: null };
  }
}

/** A window's two ends as ISO texts: both given, valid dates, the end after the start. */
export function checkWindow(
  errors: UserError[],
  from: string | null | undefined,
  to: string | null | undefined,
  names = ['validFrom', 'validTo'],
) {
  const [fromField, toField] = names;
  const start = from ? Date.parse(from) : NaN;
  const end = to ? Date.parse(to) : NaN;
  if (Number.isNaN(start)) errors.push(userError(fromField, 'Required', 'forms:required'));
  if (Number.isNaN(end)) errors.push(userError(toField, 'Required', 'forms:required'));
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) errors.push(contentError(toField, 'windowOrder'));
  return { from: Number.isNaN(start) ? '' : new Date(start).toISOString(), to: Number.isNaN(end) ? '' : new Date(end).toISOString() };
}

/** Inside the window now: from <= now <= to (ISO texts compare as times). */
export const insideWindow = (from: Expression<string>, to: Expression<string>, at = nowIso()) =>
  sql<SqlBool>`${from} <= ${at} and ${to} >= ${at}`;

/** The markets chosen for an item: every id must be a market of the item's type; at least one is needed. */
export async function checkMarkets(
  tx: Database,
  errors: UserError[],
  ids: readonly number[] | null | undefined,
  type: ContentMarketType,
  field = 'contentTargetMarketIds',
) {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) {
    errors.push(userError(field, 'Required', 'forms:required'));
    return [];
  }
  const found = await tx.selectFrom('contentTargetMarkets').select('id').where('id', 'in', wanted).where('type', '=', type).execute();
  const unknown = wanted.filter((id) => !found.some((f) => f.id === id));
  if (unknown.length) errors.push(contentError(field, 'unknownMarkets', { ids: unknown.join(', ') }));
  return wanted;
}

/** Where an item with a window stands now: what readers see is 'current'. */
export function publicationStatus(from: string, to: string, deletedAt: string | null, at = nowIso()) {
  if (deletedAt) return 'deleted';
  if (from > at) return 'scheduled';
  return to < at ? 'expired' : 'current';
}

/** A list's `limit`, kept to what a content list may ask (spec 3 §9: default 15; whole lists up to 999). */
export const listLimit = (limit: number | null | undefined, fallback = 15) => Math.min(Math.max(limit ?? fallback, 1), 999);

/** Whether a user reads this type's content as its editor (every item) or as a reader (filtered). */
export const isEditor = (ctx: SignedInContext, editorScope: string) => ctx.actor.scopes.has(editorScope);
