import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const dealerCustomer = await portal.customerOf('dealer');
const dealer2Customer = await portal.customerOf('dealer2');

const CREDIT = `query($companies: [String!]) { creditInformation(companies: $companies) {
  company { code name } custCode currency precision creditLimit balance openInvoice openDo consignment creditExposure creditControl reasonBlocked } }`;
const COMPANIES = '{ customerCompanies { code name creditCusts } }';
const CART = '{ cartSummary { lines blocked totalQuantity total currency precision } }';
const CATEGORIES = '{ bikeCategories { id wording mcIds sorg type } }';

const storedCredit = (customerId: number) =>
  portal.db
    .selectFrom('creditInformation as ci')
    .innerJoin('companies as co', 'co.id', 'ci.companyId')
    .select(['co.code', 'ci.custCode', 'ci.creditLimit', 'ci.balance', 'ci.creditExposure'])
    .where('ci.customerId', '=', customerId)
    .orderBy('co.code')
    .execute();

/** A sales user's new session acting for nobody: the customer chosen in an earlier test would come back at sign-in. */
async function salesActingForNobody() {
  await portal.db.deleteFrom('lastCustomers').execute();
  return portal.tokens('sales');
}

async function actingFor(username: string, customer: { codeR3: string; codeIsr: string | null }) {
  const { requestToken } = await portal.tokens(username);
  const { body } = await portal.graphql('mutation($r3: String!, $isr: String) { changeCustomer(r3: $r3, isr: $isr) { requestToken } }', {
    token: requestToken,
    variables: { r3: customer.codeR3, isr: customer.codeIsr },
  });
  return body.data!.changeCustomer.requestToken as string;
}

describe('creditInformation', () => {
  it("answers the dealer's own credit per company, in the currency's major unit", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(CREDIT, { token: requestToken });
    const stored = await storedCredit(dealerCustomer.id);
    expect(stored.length).toBe(2);
    expect(
      body.data!.creditInformation.map((c: { company: { code: string }; custCode: string; creditLimit: number; balance: number }) => [
        c.company.code,
        c.custCode,
        c.creditLimit,
        c.balance,
      ]),
    ).toEqual(stored.map((s) => [s.code, s.custCode, s.creditLimit, s.balance]));
    expect(body.data!.creditInformation[0]).toMatchObject({ currency: 'IDR', precision: 0, company: { name: 'PT Sepeda Nusantara' } });
  });

  it('filters by company code', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(CREDIT, { token: requestToken, variables: { companies: ['1000-P'] } });
    expect(body.data!.creditInformation.map((c: { company: { code: string } }) => c.company.code)).toEqual(['1000-P']);
  });

  it('divides cents by the precision of a two-decimal currency', async () => {
    const { requestToken } = await portal.tokens('dealer-us');
    const { body } = await portal.graphql(CREDIT, { token: requestToken, host: 'us.localhost' });
    const stored = await storedCredit((await portal.customerOf('dealer-us')).id);
    expect(body.data!.creditInformation[0]).toMatchObject({ currency: 'USD', precision: 2, creditLimit: stored[0].creditLimit / 100 });
  });

  it("never gives dealer2 the dealer's figures", async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const { body } = await portal.graphql(CREDIT, { token: requestToken });
    const custCodes = body.data!.creditInformation.map((c: { custCode: string }) => c.custCode);
    expect(custCodes.length).toBeGreaterThan(0);
    expect(new Set(custCodes)).toEqual(new Set([dealer2Customer.codeR3]));
  });

  it("is empty for a salesman acting for nobody, and the chosen dealer's after a switch", async () => {
    const { requestToken } = await salesActingForNobody();
    expect((await portal.graphql(CREDIT, { token: requestToken })).body.data!.creditInformation).toEqual([]);
    const acting = await actingFor('sales', dealerCustomer);
    const asSales = await portal.graphql(CREDIT, { token: acting });
    const asDealer = await portal.graphql(CREDIT, { token: (await portal.tokens('dealer')).requestToken });
    expect(asSales.body.data!.creditInformation).toEqual(asDealer.body.data!.creditInformation);
  });

  it('is refused without credit-status.read or invoice-status.read (the content admin)', async () => {
    const { requestToken } = await portal.tokens('content');
    const { body } = await portal.graphql(CREDIT, { token: requestToken });
    expect(codes(body)).toEqual(['U002']);
    expect(body.data?.creditInformation).toBeUndefined();
  });
});

describe('customerCompanies', () => {
  it("answers the active customer's companies with their credit customer codes", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(COMPANIES, { token: requestToken });
    expect(body.data!.customerCompanies).toEqual([
      { code: '1000-B', name: 'PT Sepeda Nusantara', creditCusts: [dealerCustomer.codeR3] },
      { code: '1000-P', name: 'PT Nusantara Suku Cadang', creditCusts: [dealerCustomer.codeR3] },
    ]);
    const other = await portal.graphql(COMPANIES, { token: (await portal.tokens('dealer2')).requestToken });
    for (const company of other.body.data!.customerCompanies) expect(company.creditCusts).toEqual([dealer2Customer.codeR3]);
    const sales = await portal.graphql(COMPANIES, { token: (await salesActingForNobody()).requestToken });
    expect(sales.body.data!.customerCompanies).toEqual([]);
  });
});

describe('cartSummary', () => {
  it("sums the dealer's cart lines at what checkout charges", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(CART, { token: requestToken });
    // The seeded lines are a bike, helmets and tyres of the catalogue; the navbar sums them as the cart prices them.
    const cart = await portal.graphql('{ cart { qty subtotal } }', { token: requestToken });
    const lines = cart.body.data!.cart as { qty: number; subtotal: number }[];
    const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
    expect(total).toBeGreaterThan(0);
    expect(body.data!.cartSummary).toEqual({ lines: 3, blocked: 0, totalQuantity: 17, total, currency: 'IDR', precision: 0 });
  });

  it("answers an empty cart for dealer2, never the dealer's", async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const { body } = await portal.graphql(CART, { token: requestToken });
    expect(body.data!.cartSummary).toEqual({ lines: 0, blocked: 0, totalQuantity: 0, total: 0, currency: 'IDR', precision: 0 });
  });

  it("is null for a salesman acting for nobody, and the dealer's cart after switching to them", async () => {
    const { requestToken } = await salesActingForNobody();
    expect((await portal.graphql(CART, { token: requestToken })).body.data!.cartSummary).toBeNull();
    const acting = await actingFor('sales', dealerCustomer);
    expect((await portal.graphql(CART, { token: acting })).body.data!.cartSummary).toMatchObject({ lines: 3, totalQuantity: 17 });
  });

  it('is refused without cart.display-order-qty', async () => {
    const { requestToken } = await portal.tokens('content');
    expect(codes((await portal.graphql(CART, { token: requestToken })).body)).toEqual(['U002']);
  });
});

describe('bikeCategories', () => {
  it("answers the host's categories in order with their merchandise categories", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(CATEGORIES, { token: requestToken });
    const list = body.data!.bikeCategories;
    expect(list.map((c: { wording: string }) => c.wording)).toEqual(['Mountain', 'Road', 'Gravel', 'City & Trekking', 'E-Bike', 'Kids']);
    expect(list[0]).toMatchObject({ sorg: '1000', type: 'Bike', mcIds: ['B110', 'B120'] });
    const sg = await portal.graphql(CATEGORIES, { token: requestToken, host: 'sg.localhost' });
    expect(sg.body.data!.bikeCategories.every((c: { sorg: string }) => c.sorg === '5000')).toBe(true);
    expect(sg.body.data!.bikeCategories.map((c: { wording: string }) => c.wording)).not.toContain('Gravel');
  });

  it('is refused without page.catalog', async () => {
    const { requestToken } = await portal.tokens('salesoffice-us-1');
    const user = await portal.db.selectFrom('users').select('id').where('username', '=', 'salesoffice-us-1').executeTakeFirstOrThrow();
    await portal.db.deleteFrom('userRoles').where('userId', '=', user.id).execute();
    await portal.db.updateTable('users').set({ groupRoleId: null }).where('id', '=', user.id).execute();
    expect(codes((await portal.graphql(CATEGORIES, { token: requestToken })).body)).toEqual(['U002']);
  });
});
