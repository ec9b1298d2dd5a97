import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import type { RequestContext } from '../context.ts';
import { ErrorCode, forbidden } from '../graphql/errors.ts';
import { prepareBeforeTransaction } from '../workers/before-transaction.ts';
import { audited, resultOf, writeAuditQuietly } from './record.ts';
import { targetOf } from './targets.ts';

/**
 * What a read-only user may still do, because reading needs it: choose the customer to look at, and ask for a report
 * of what they may read (spec 2 §2: the download area is theirs even without a customer).
 */
export const READ_ONLY_MAY = new Set(['changeCustomer', 'requestDownloadArea']);

export const actorOf = (ctx: RequestContext) => (ctx.actor ? { id: ctx.actor.user.id, username: ctx.actor.user.username } : null);

/**
 * Wraps every field of the Mutation type, of every domain present and future, so that each call:
 * - is refused (FORBIDDEN) for a read-only user, unless READ_ONLY_MAY lets it through;
 * - runs in one write transaction (db/write-scope.ts) that the domain's own transactions join;
 * - writes one audit row: with the change, before its commit, when it succeeds; after the rollback, with the
 *   error code, when it throws or answers message.status false or userErrors.
 * A field's heavy work (workers/before-transaction.ts) runs first, before the transaction holds the database.
 * The wrapper sits outside the scope checks, so a refused call is recorded too.
 */
/** The names of the mutations auditMutations wraps: every operation the audit log can name (its filter's choices). */
export const auditedMutations: string[] = [];

export function auditMutations(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (!mutation) return schema;
  auditedMutations.splice(0, auditedMutations.length, ...Object.keys(mutation.getFields()));
  for (const field of Object.values(mutation.getFields())) {
    const resolve = field.resolve ?? defaultFieldResolver;
    const operation = field.name;
    field.resolve = async (root, args, ctx: RequestContext, info) => {
      const about = {
        actor: actorOf(ctx),
        customerId: ctx.actor?.customer?.id ?? null,
        host: ctx.host.hostname,
        operation,
        input: args,
        args,
      };
      if (isReadOnlyUser(ctx.actor?.user) && !READ_ONLY_MAY.has(operation)) {
        await writeAuditQuietly(ctx.db, { ...about, target: targetOf(operation, args, null), result: ErrorCode.forbidden });
        return forbidden('Your access is read-only');
      }
      await prepareBeforeTransaction(field, args, ctx, info);
      return audited(ctx.db, about, async () => {
        const value = await resolve(root, args, ctx, info);
        return { value, result: resultOf(value) };
      });
    };
  }
  return schema;
}
