import { sql } from 'kysely';
import { byName } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import type { Customer } from '../db/types.ts';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { Actor } from '../auth/actor.ts';
import { chooserOf } from '../auth/actor.ts';
import { whileUnchanged } from '../platform/change-cache.ts';
import { customersFor, mayActFor } from '../auth/customer-access.ts';
import { switchSessionCustomer, type TokenPair } from '../auth/sessions.ts';
import { customerSearchCondition } from './customer-search.ts';

const salesRoles = ['salesman', 'sales.group', 'sales'];

/** The active customer as the shell shows it (spec 1 §3.2). */
export async function customerData(db: Database, customer: Customer, sorg: string) {
  // Customer areas change with the access generation (platform/change-cache.ts): read once per generation, not per request.
  const areas = await whileUnchanged(db, 'access', `customer-areas:${customer.id}`, () =>
    db.selectFrom('customerAreas').select(['sorg', 'custGroup']).where('customerId', '=', customer.id).orderBy('id').execute(),
  );
  const area = areas.find((a) => a.sorg === sorg) ?? areas[0];
  return {
    id: customer.id,
    custName: customer.name,
    custCode: { unified: customer.codeUnified, isr: customer.codeIsr, r3: customer.codeR3 },
    displayCode: displayCustomerCode({ isr: customer.codeIsr, r3: customer.codeR3 }),
    custAddress: customer.address,
    custCity: customer.city,
    custRegion: customer.region,
    custCountryId: customer.countryId,
    custPhone: customer.phone,
    custEmail: customer.email,
    custGroup: area?.custGroup ?? 'N/A',
    sorg: area?.sorg ?? null,
    custAreas: areas,
  };
}

/** GET /user (spec 1 §3.3). */
export async function userProfile(db: Database, actor: Actor, sorg: string) {
  const { user, roles } = actor;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles,
    scopes: [...actor.scopes].sort(),
    language: user.language,
    limitation: user.limitation,
    hasCustCode: !!actor.customer,
    isSales: roles.some((r) => salesRoles.includes(r)),
    isCustomer: roles.includes('customer'),
    isCustVendor: roles.includes('customer-vendor'),
    customerData: actor.customer
      ? { ...(await customerData(db, actor.customer, sorg)), custEmail: actor.customer.email ?? user.email }
      : null,
  };
}

/** `locale`: the reader's, whose alphabet orders the names. */
export interface CustomerSearch {
  search?: string | null;
  sorgs?: readonly string[] | null;
  page: number;
  limit: number;
  locale?: string | null;
}

/**
 * Customers a user may switch to, for the customer-selection dialog. The dialog asks again with every keystroke and
 * every opening: a search is kept per user while the 'access' counter stays where it was (any write to customers,
 * their areas, or the user's areas and roles moves it, on any node: platform/change-cache.ts).
 */
export function salesCustomers(db: Database, actor: Actor, search: CustomerSearch) {
  const key = JSON.stringify([
    actor.user.id,
    search.search?.trim().toLowerCase() ?? '',
    search.sorgs ?? null,
    search.page,
    search.limit,
    search.locale ?? null,
  ]);
  return whileUnchanged(db, 'access', key, () => findCustomers(db, actor, search), { space: 'sales-customers', max: 2_000 });
}

async function findCustomers(db: Database, actor: Actor, { search, sorgs, page, limit, locale }: CustomerSearch) {
  let query = customersFor(db, chooserOf(actor));
  if (sorgs?.length) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('customerAreas')
          .select('customerAreas.id')
          .whereRef('customerAreas.customerId', '=', 'customers.id')
          .where('customerAreas.sorg', 'in', sorgs),
      ),
    );
  }
  const term = search?.trim().toLowerCase();
  if (term) query = query.where((eb) => customerSearchCondition(db, eb, term));
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll('customers')
      .orderBy(byName(db, sql.ref('customers.name'), locale))
      .orderBy('customers.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { customers: rows, count: Number(count) };
}

export type CustomerSwitch = { ok: true; tokens: TokenPair; customer: Customer } | { ok: false };

/** Switches the session to another customer the user may act for (POST /change-cust, mutation changeCustomer). */
export async function changeCustomer(
  db: Database,
  secret: string,
  actor: Actor,
  by: { id?: number; r3?: string | null; isr?: string | null },
): Promise<CustomerSwitch> {
  let query = db.selectFrom('customers').selectAll();
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  else if (by.r3) query = query.where('codeR3', '=', by.r3);
  else if (by.isr) query = query.where('codeIsr', '=', by.isr);
  else return { ok: false };
  if (by.id === undefined && by.r3 && by.isr) query = query.where('codeIsr', '=', by.isr);
  const customer = await query.executeTakeFirst();
  // An unknown code and someone else's customer answer alike (forbidden), so codes cannot be probed.
  if (!customer || !(await mayActFor(db, chooserOf(actor), customer.id))) {
    return { ok: false };
  }
  return { ok: true, customer, tokens: await switchSessionCustomer(db, secret, actor.sessionId, customer) };
}
