import { sql } from 'kysely';
import { VISIT_FORM_SCOPE } from '../../src/rules/visit-forms.ts';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { customersFor, mayActFor } from '../auth/customer-access.ts';
import { forbidden, notFound } from '../graphql/errors.ts';

/** The owner type of a visit photo in the shared files table. */
export const VISIT_FORM_OWNER = 'visit_form';

const AREA_LIMITATIONS = ['salesman', 'sales_group', 'sales_office'] as const;

/**
 * Visit forms are for sales staff whose user areas qualify (spec 1 §2.6): they hold page.formvisit and at least one
 * included area limited by salesman, sales group or sales office. An admin without areas has no dealer to visit.
 */
export async function qualifies(ctx: SignedInContext): Promise<boolean> {
  if (!ctx.actor.scopes.has(VISIT_FORM_SCOPE)) return false;
  const area = await ctx.db
    .selectFrom('userAreas')
    .select(sql`1`.as('one'))
    .where('userId', '=', ctx.actor.user.id)
    .where('option', '=', 'include')
    .where('limitation', 'in', [...AREA_LIMITATIONS])
    .executeTakeFirst();
  return !!area;
}

/** FORBIDDEN unless the user's areas qualify; every visit-form call starts here. */
export async function requireQualified(ctx: SignedInContext) {
  if (!(await qualifies(ctx))) forbidden('Visit forms are for sales staff with sales areas');
}

/** The customers of the user's areas, as a subquery of ids. */
export const areaCustomerIds = (ctx: SignedInContext) => customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');

/** Whether the dealer lies in the user's areas (the customer switch's own rule). */
export const inAreas = (ctx: SignedInContext, customerId: number) => mayActFor(ctx.db, chooserOf(ctx.actor), customerId);

/** The form if its dealer lies in the user's areas; NOT_FOUND otherwise, so an id tells nothing about other dealers. */
export async function readableForm(ctx: SignedInContext, id: number) {
  await requireQualified(ctx);
  const row =
    Number.isSafeInteger(id) && id > 0
      ? await ctx.db
          .selectFrom('visitForms')
          .selectAll()
          .where('id', '=', id)
          .where('customerId', 'in', areaCustomerIds(ctx))
          .executeTakeFirst()
      : undefined;
  return row ?? notFound('Visit form not found');
}
