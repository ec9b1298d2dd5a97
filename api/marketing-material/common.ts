import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, failed, Refused, succeeded, type UserError, userError } from '../graphql/mutation-result.ts';
import { userTargetMarkets } from '../content/service.ts';
import type { ContentAnswer } from '../content/publishing.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { afterCommit } from '../db/write-scope.ts';
import { removeFileKeys, type StoredFile } from '../files/index.ts';

/** Readers hold page.marketing-material; editors marketing-material.cud (spec 3 §2 'Menu entries'). */
export const MM_READ = 'page.marketing-material';
export const MM_EDIT = 'marketing-material.cud';
export const SECTIONS = ['brand-assets', 'product-lineup'] as const;

/** The English texts beside their keys in the `marketing-material` namespace (spec 3 §5, §8). */
export const messages = {
  saved: 'Saved',
  deleted: 'Deleted',
  deletedWithItems: 'Deleted. {{count}} active items were in this category; they are now flagged as without a category.',
  notFound: 'This record no longer exists',
  failedCategory: 'Failed to save category',
  failedImage: 'Failed to save material image',
  failed: 'Something went wrong, please try again',
  maxItems: 'Max items of {{max}} exceeded.',
  unknownParent: 'Choose a category of the same section that is not deleted',
  parentLoop: 'A category cannot sit inside itself',
  unknownLayout: 'Choose a layout',
  unknownCategory: 'Choose a category that is not deleted',
  fileNotYours: 'Upload this file again: it is not one of your uploads',
  fileRequired: 'Upload at least one file',
  wrongFileKind: 'Placeholders must be images',
  mixedKinds: 'One item holds either images or one video',
  routeTaken: 'This route is already used in this section',
  unknownMarkets: 'Unknown target markets: {{ids}}',
} as const;
export type MessageName = keyof typeof messages;

export const mmError = areaErrors(messages, 'marketing-material:messages.');

export { invalid } from '../graphql/mutation-result.ts';

/** The largest bulk create, and the limits of spec 3 §9. */
export const MAX_BULK_ITEMS = 50;
export const MAX_FILES_PER_ITEM = 20;

/**
 * Runs one mutation in one write transaction: a refusal answers the form's 'Failed to save …' (spec 3 §8) with the
 * field errors; files dropped by the change are removed from storage only after the commit.
 */
export async function answer(
  ctx: SignedInContext,
  work: (tx: Database, dropped: StoredFile[]) => Promise<{ id: number; done?: string }>,
  failure: MessageName,
): Promise<ContentAnswer> {
  const dropped: StoredFile[] = [];
  try {
    const { id, done } = await inWriteTransaction(ctx.db, (tx) => work(tx, dropped));
    // Removed once the mutation's transaction has committed; a rolled-back change keeps its files.
    if (dropped.length) await afterCommit(() => removeFileKeys(ctx.storage, dropped));
    return { ...succeeded(done ?? messages.saved), code: null, id };
  } catch (e) {
    if (e instanceof Refused) {
      return { ...failed(e.code === ErrorCode.notFound ? messages.notFound : messages[failure], e.userErrors), code: e.code, id: null };
    }
    console.error('marketing-material', e);
    return { ...failed(messages[failure]), code: ErrorCode.internal, id: null };
  }
}

export const notFoundRefusal = (): never => {
  throw new Refused(ErrorCode.notFound, [mmError('id', 'notFound')]);
};

/** The user's own marketing-material target markets: what a reader may see. */
export async function readerMarketIds(db: Database, userId: number) {
  return (await userTargetMarkets(db, userId, 'marketing_material')).map((m) => m.id);
}

export const isEditor = (ctx: SignedInContext) => ctx.actor.scopes.has(MM_EDIT);

/** Checks the chosen markets: at least one, each a marketing_material market. */
export async function checkMarkets(tx: Database, errors: UserError[], ids: readonly number[] | null | undefined) {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) {
    errors.push(userError('contentTargetMarketIds', 'Required', 'forms:required'));
    return [];
  }
  const found = await tx
    .selectFrom('contentTargetMarkets')
    .select('id')
    .where('id', 'in', wanted)
    .where('type', '=', 'marketing_material')
    .execute();
  const unknown = wanted.filter((id) => !found.some((f) => f.id === id));
  if (unknown.length) errors.push(mmError('contentTargetMarketIds', 'unknownMarkets', { ids: unknown.join(', ') }));
  return wanted;
}
