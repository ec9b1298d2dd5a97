import type { GraphQLField, GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context.ts';

/**
 * Heavy work of a mutation (decoding an uploaded image, reading a spreadsheet) that must not run inside its write
 * transaction: that holds the database (on SQLite its one connection) for every other request until it ends.
 * A field declares the work with `extensions: beforeTransaction(work)`; the mutation wrapper (api/audit/mutations.ts)
 * runs it before it opens the transaction, and the resolver takes the result with `preparedFor(info)`. The work
 * checks the caller's scope itself first, so nobody without the right makes the server do it.
 */
export type BeforeTransaction = (args: Record<string, unknown>, ctx: RequestContext) => Promise<unknown>;

const KEY = 'portal.beforeTransaction';
const prepared = new WeakMap<GraphQLResolveInfo, unknown>();

export const beforeTransaction = (work: BeforeTransaction) => ({ [KEY]: work });

/** Called by the mutation wrapper before the transaction; a field without such work does nothing. */
export async function prepareBeforeTransaction(
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  ctx: RequestContext,
  info: GraphQLResolveInfo,
): Promise<void> {
  const work = field.extensions?.[KEY] as BeforeTransaction | undefined;
  if (work) prepared.set(info, await work(args, ctx));
}

/** What the field's beforeTransaction work answered for this call; undefined when it did not run. */
export const preparedFor = <T>(info: GraphQLResolveInfo) => prepared.get(info) as T | undefined;
