import type { SignedInContext } from '../context.ts';

/** The warranty officers' scope: they review claims and keep recalls and the stolen list for their sales organisations. */
export const CLAIM_REVIEW = 'claim.review';

/** A warranty officer (or admin): works for the sales organisations in their user areas. */
export const isReviewer = (ctx: SignedInContext) => ctx.actor.scopes.has(CLAIM_REVIEW);

/** The sales organisations an officer works for: those of their user areas. */
export async function reviewedSorgs(ctx: SignedInContext): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('userAreas')
    .select('sorg')
    .distinct()
    .where('userId', '=', ctx.actor.user.id)
    .where('option', '=', 'include')
    .execute();
  return rows.map((r) => r.sorg);
}
