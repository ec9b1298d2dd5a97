import { REGISTRATION_PAGE_SIZE, type RegistrationStatus, type RegistrationType } from '../../src/rules/registration.ts';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import type { Database } from '../db/index.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { pageInfo } from '../db/paging.ts';

/** A live registration with its bike and the consumer's city: one row of the list and the record the pages open. */
export const registrationRows = (db: Database) =>
  db
    .selectFrom('registeredFrames as r')
    .innerJoin('frames as f', 'f.id', 'r.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .leftJoin('cities as c', 'c.id', 'r.consumerCityId')
    .select([
      'r.id',
      'r.frameId',
      'r.customerId',
      'r.soldDate',
      'r.nonRetail',
      'r.consumerName',
      'r.consumerPhone',
      'r.consumerAddress',
      'r.consumerCityId',
      'c.description as consumerCity',
      'r.consumerEmail',
      'r.dealerName',
      'r.useAccountData',
      'r.status',
      'r.failureReason',
      'r.failureCode',
      'r.accountRef',
      'r.createdAt',
      'r.updatedAt',
      'f.frameNumber',
      'f.oldCode',
      'f.shippedAt',
      'a.brand',
      'a.model',
      'a.modelYear',
      'a.name as articleDescription',
      'a.articleCodeDisplay as articleCode',
    ])
    .where('r.deletedAt', 'is', null);

export type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationRows>['executeTakeFirstOrThrow']>>;

/** A registration id as the pages send it: a string of digits. */
export const registrationIdOf = (id: string | number) => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : notFound('Registration not found');
};

/** A live registration of the customer the session acts for; NOT_FOUND for any other, so an id says nothing about another dealer's. */
export async function ownRegistration(ctx: SignedInContext, id: number, db: Database = ctx.db): Promise<RegistrationRow> {
  const row = await registrationRows(db)
    .where('r.id', '=', id)
    .where('r.customerId', '=', ctx.actor.customer?.id ?? -1)
    .executeTakeFirst();
  return row ?? notFound('Registration not found');
}

export interface RegistrationFilter {
  page?: number | null;
  limit?: number | null;
  type?: RegistrationType | null;
  status?: RegistrationStatus | 'all' | null;
  /** Frame number, or the consumer's name, phone or email: any part of it. */
  search?: string | null;
  /** The spec's custCode: only ever the active customer's own code (isr or r3); another answers FORBIDDEN. */
  custCode?: string | null;
}

/** The active customer's registrations, filtered, counted and paged in SQL, newest first (10 a page by default). */
export async function listRegistrations(ctx: SignedInContext, f: RegistrationFilter) {
  const customer = ctx.actor.customer!;
  const code = f.custCode?.trim();
  if (code && ![customer.codeR3, customer.codeIsr, displayCustomerCode({ isr: customer.codeIsr, r3: customer.codeR3 })].includes(code)) {
    return forbidden('Registrations are read for the active customer only');
  }
  const size = Math.min(Math.max(f.limit || REGISTRATION_PAGE_SIZE, 1), 50);
  const at = Math.max(f.page || 1, 1);
  let q = registrationRows(ctx.db).where('r.customerId', '=', customer.id);
  if (f.type === 'retail' || f.type === 'non-retail') q = q.where('r.nonRetail', '=', f.type === 'non-retail' ? 1 : 0);
  if (f.status && f.status !== 'all') q = q.where('r.status', '=', f.status);
  const term = (f.search ?? '').trim();
  if (term) {
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('f.frameNumber'), term.replace(/\s+/g, '')),
        contains(eb.ref('f.oldCode') as never, term.replace(/\s+/g, '').toUpperCase()),
        contains(eb.ref('r.consumerName'), term),
        contains(eb.ref('r.consumerPhone'), term),
        contains(eb.ref('r.consumerEmail') as never, term),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    q
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((at - 1) * size)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { registeredFrames: rows, info: pageInfo(at, size, Number(total.n)) };
}
