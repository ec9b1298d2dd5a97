import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { normalFrameNumber } from '../../src/rules/frames.ts';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { customersFor } from '../auth/customer-access.ts';
import { isReviewer, reviewedSorgs } from '../auth/officers.ts';
import type { DB } from '../db/types.ts';
import { notFound } from '../graphql/errors.ts';

/** The frame pages are for whoever files claims or inspects bikes (spec 2 §6 page.claim, page.pdi). */
export const FRAME_READ = ['page.claim', 'page.pdi'] as const;
/** Recall campaigns are kept by the warranty officers (and admins). */
export const RECALL_EDIT = 'recall.cu';

/** Administrators, and support reading across customers (limitation audit), see every frame. */
export const seesAllFrames = (ctx: SignedInContext) => ctx.actor.roles.includes('admin') || isReadOnlyUser(ctx.actor?.user);

type FramesEb = ExpressionBuilder<DB & { f: DB['frames'] }, 'f'>;
export type FrameCondition = (eb: FramesEb) => Expression<SqlBool>;

/**
 * Which frames this user may read, as a condition on `frames as f` (DESIGN 'Tenant rule', as claims): every frame for
 * admins and support; an officer's sales organisations; sales staff the customers they may act for; a dealer their own.
 */
export async function visibleFrames(ctx: SignedInContext): Promise<FrameCondition> {
  if (seesAllFrames(ctx)) return (eb) => eb.and([]);
  const parts: FrameCondition[] = [];
  if (isReviewer(ctx)) {
    const sorgs = await reviewedSorgs(ctx);
    parts.push((eb) => eb('f.sorg', 'in', sorgs.length ? sorgs : ['-']));
  }
  if (ctx.actor.scopes.has('menu.change-cust')) {
    const mine = customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');
    parts.push((eb) => eb('f.customerId', 'in', mine));
  }
  const own = ctx.actor.customer?.id ?? ctx.actor.user.customerId ?? -1;
  parts.push((eb) => eb('f.customerId', '=', own));
  return (eb) => eb.or(parts.map((p) => p(eb)));
}

/** The frame row if this user may read it; NOT_FOUND otherwise, so a number says nothing about another dealer's bikes. */
export async function readableFrame(ctx: SignedInContext, frameNumber: string) {
  const visible = await visibleFrames(ctx);
  const frame = await ctx.db
    .selectFrom('frames as f')
    .selectAll('f')
    .where('f.frameNumber', '=', normalFrameNumber(frameNumber))
    .where((eb) => visible(eb))
    .executeTakeFirst();
  return frame ?? notFound('Frame not found');
}

/** The sales organisations whose campaigns this user keeps: every one for admins, an officer's own otherwise. */
export async function campaignSorgs(ctx: SignedInContext): Promise<string[] | 'all'> {
  if (ctx.actor.roles.includes('admin')) return 'all';
  return reviewedSorgs(ctx);
}
