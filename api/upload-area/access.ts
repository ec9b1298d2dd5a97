import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { customersFor, mayActFor } from '../auth/customer-access.ts';
import type { DB } from '../db/types.ts';
import { forbidden, notFound } from '../graphql/errors.ts';

/** The owner type of an upload's file in the shared files table. */
export const UPLOAD_OWNER = 'upload_area';

/** Staff read the uploads of every dealer they may act for; a dealer only their own company's. */
export const isStaff = (ctx: SignedInContext) => ctx.actor.scopes.has('menu.change-cust');

/** The dealer's company: the customer the session acts for (a dealer's is always their own). */
export const ownCustomerOf = (ctx: SignedInContext) => ctx.actor.customer?.id ?? ctx.actor.user.customerId ?? null;

type UploadsEb = ExpressionBuilder<DB & { u: DB['uploads'] }, 'u'>;
export type UploadCondition = (eb: UploadsEb) => Expression<SqlBool>;

/** Which uploads this user may read, as a condition on `uploads as u` (DESIGN 'Tenant rule'). */
export function visibleUploads(ctx: SignedInContext): UploadCondition {
  const own = ownCustomerOf(ctx) ?? -1;
  if (!isStaff(ctx)) return (eb) => eb('u.customerId', '=', own);
  const mine = customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');
  return (eb) => eb.or([eb('u.customerId', '=', own), eb('u.customerId', 'in', mine)]);
}

/** A customer the list may be narrowed to: the dealer's own, or one staff may act for; FORBIDDEN otherwise. */
export async function checkCustomerFilter(ctx: SignedInContext, customerId: number) {
  if (customerId === ownCustomerOf(ctx)) return customerId;
  if (isStaff(ctx) && Number.isSafeInteger(customerId) && (await mayActFor(ctx.db, chooserOf(ctx.actor), customerId))) return customerId;
  return forbidden('You may not read the uploads of this customer');
}

/** The upload if this user may read it; NOT_FOUND otherwise, so an id says nothing about another dealer's files. */
export async function readableUpload(ctx: SignedInContext, id: number) {
  const visible = visibleUploads(ctx);
  const row =
    Number.isSafeInteger(id) && id > 0
      ? await ctx.db
          .selectFrom('uploads as u')
          .selectAll('u')
          .where('u.id', '=', id)
          .where((eb) => visible(eb))
          .executeTakeFirst()
      : undefined;
  return row ?? notFound('Upload not found');
}

/** The upload if this user sent it: only the uploader deletes a file, staff never delete a dealer's. */
export async function ownUpload(ctx: SignedInContext, id: number) {
  const row = await readableUpload(ctx, id);
  if (row.uploadedBy !== ctx.actor.user.id) return forbidden('Only the person who uploaded this file may delete it');
  return row;
}
