import type { Database } from '../../api/db/index.ts';

/**
 * A new dealer customer of sorg 1000 for tests that need many at once (checkout rushes): the customer `code` named
 * `name` in Jakarta, its area copied from the market's first one (group, salesman, sales group and office) so the
 * staff of that area may act for it, and a ship-to `S<code>`.
 */
export async function newShopCustomer(db: Database, code: string, name: string) {
  const area = await db.selectFrom('customerAreas').selectAll().where('sorg', '=', '1000').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({
      codeUnified: `U${code}`,
      codeIsr: null,
      codeR3: code,
      name,
      address: 'Jl. Test 1',
      city: 'Jakarta',
      region: null,
      phone: null,
      email: null,
      countryId: 'ID',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customerAreas')
    .values({
      customerId: customer.id,
      sorg: '1000',
      custGroup: area.custGroup,
      salesman: area.salesman,
      salesGroup: area.salesGroup,
      salesOffice: area.salesOffice,
    })
    .execute();
  await db
    .insertInto('shipTos')
    .values({
      customerId: customer.id,
      code: `S${code}`,
      name: customer.name,
      address: customer.address,
      city: customer.city,
      region: null,
      postalCode: null,
      countryId: 'ID',
      phone: null,
      updatedAt: new Date().toISOString(),
    })
    .execute();
  return customer;
}
