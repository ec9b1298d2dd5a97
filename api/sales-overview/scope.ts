import type { SignedInContext } from '../context.ts';
import { chooserOf } from '../auth/actor.ts';
import { customersFor, mayActFor } from '../auth/customer-access.ts';
import { ErrorCode, fail, forbidden } from '../graphql/errors.ts';

/** The sales overview filter (spec 2 §3 'Sales overview filter'); every key may be left out. */
export interface SalesOverviewFilter {
  sorg?: string | null;
  year?: number | null;
  /** 'all' (the customers the user may act for) or one customer's code; default the session's active customer. */
  custCode?: string | null;
  /** 'overview' (everything, the default), 'bike' or 'paa'. */
  category?: string | null;
  months?: readonly number[] | null;
  brands?: readonly string[] | null;
  merchandiseCategories?: readonly string[] | null;
  models?: readonly string[] | null;
  series?: readonly string[] | null;
}

export const CATEGORIES = ['overview', 'bike', 'paa'] as const;
export type SalesCategory = (typeof CATEGORIES)[number];

/** Whose invoices, of which sales organisation and year: what the filter may read for this user. */
export interface SalesScope {
  sorg: string;
  year: number;
  /** One customer, or every customer the user may act for in the organisation ('all'). */
  customer: { id: number; code: string; name: string } | 'all';
  currency: string;
  category: SalesCategory;
  months: number[];
  brands: string[];
  merchandiseCategories: string[];
  models: string[];
  series: string[];
}

const invalid = (field: string, message: string): never => fail(ErrorCode.invalidInput, message, { fieldErrors: { [field]: [message] } });

/**
 * The filter checked against the session (DESIGN 'Tenant rule'): a dealer reads their active customer only and
 * naming another answers FORBIDDEN; staff may name any customer they may act for, or 'all' of them.
 */
export async function salesScope(ctx: SignedInContext, filter: SalesOverviewFilter | null | undefined, today: string): Promise<SalesScope> {
  const f = filter ?? {};
  const { db, actor } = ctx;
  const active = actor.customer!;
  const chooser = chooserOf(actor);
  const code = f.custCode?.trim() || null;

  let customer: SalesScope['customer'];
  if (code === 'all') {
    // Only someone who may choose among customers may sum over them.
    if (!actor.scopes.has('menu.change-cust')) forbidden('Only staff who act for several customers may ask for all of them');
    customer = 'all';
  } else if (!code || code === active.codeR3 || code === active.codeIsr) {
    customer = { id: active.id, code: active.codeIsr ?? active.codeR3, name: active.name };
  } else {
    const named = await db
      .selectFrom('customers')
      .select(['id', 'codeR3', 'codeIsr', 'name'])
      .where((eb) => eb.or([eb('codeR3', '=', code), eb('codeIsr', '=', code)]))
      .orderBy('id')
      .executeTakeFirst();
    // An unknown code reads like someone else's: nothing tells which codes exist.
    if (!named || !(await mayActFor(db, chooser, named.id))) forbidden();
    customer = { id: named!.id, code: named!.codeIsr ?? named!.codeR3, name: named!.name };
  }

  const ownerId = customer === 'all' ? active.id : customer.id;
  const areas = await db
    .selectFrom('customerAreas as ca')
    .innerJoin('salesOrganisations as so', 'so.sorg', 'ca.sorg')
    .select(['ca.sorg', 'so.currency'])
    .where('ca.customerId', '=', ownerId)
    .orderBy('ca.sorg')
    .execute();
  const area = f.sorg ? areas.find((a) => a.sorg === f.sorg) : areas[0];
  if (!area) invalid('sorg', f.sorg ? 'The customer does not buy from this sales organisation' : 'The customer has no sales organisation');

  const year = f.year ?? Number(today.slice(0, 4));
  const category = (f.category ?? 'overview').toLowerCase() as SalesCategory;
  if (!CATEGORIES.includes(category)) invalid('category', 'Category must be overview, bike or paa');
  return {
    sorg: area!.sorg,
    year,
    customer,
    currency: area!.currency,
    category,
    months: [...new Set(f.months ?? [])].sort((a, b) => a - b),
    brands: [...(f.brands ?? [])],
    merchandiseCategories: [...(f.merchandiseCategories ?? [])],
    models: [...(f.models ?? [])],
    series: [...(f.series ?? [])],
  };
}

/** The ids of the customers whose invoices the scope reads, as a subquery (or the one id). */
export function customerIds(ctx: SignedInContext, scope: SalesScope) {
  if (scope.customer !== 'all') return [scope.customer.id];
  return customersFor(ctx.db, chooserOf(ctx.actor))
    .select('customers.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('customerAreas as sa')
          .select('sa.customerId')
          .whereRef('sa.customerId', '=', 'customers.id')
          .where('sa.sorg', '=', scope.sorg),
      ),
    );
}
