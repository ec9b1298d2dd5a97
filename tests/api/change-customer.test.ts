import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const dealerCustomer = await portal.customerOf('dealer');
const dealer2Customer = await portal.customerOf('dealer2');

const SALES_CUSTOMERS = `query($search: String, $page: Int, $limit: Int) {
  salesCustomers(search: $search, page: $page, limit: $limit) { customers { id custName custCode { r3 isr } } info { page limit count pageTotal } } }`;
const CHANGE = `mutation($r3: String!, $isr: String) { changeCustomer(r3: $r3, isr: $isr) { requestToken refreshToken } }`;

async function allSalesCustomers(token: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { body } = await portal.graphql(SALES_CUSTOMERS, { token, variables: { page, limit: 50 } });
    ids.push(...body.data!.salesCustomers.customers.map((c: { id: number }) => c.id));
    if (page >= body.data!.salesCustomers.info.pageTotal) return ids;
  }
}

describe('choosing a customer', () => {
  it("lists only the customers in the salesman's areas", async () => {
    const { requestToken } = await portal.tokens('sales');
    const ids = await allSalesCustomers(requestToken);
    expect(ids).toContain(dealerCustomer.id);
    expect(ids).not.toContain(dealer2Customer.id);
    const total = await portal.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(ids.length).toBeLessThan(Number(total.n));
  });

  it('searches by name and code, paged on the server', async () => {
    const { requestToken } = await portal.tokens('sales');
    const { body } = await portal.graphql(SALES_CUSTOMERS, {
      token: requestToken,
      variables: { search: dealerCustomer.codeR3.slice(-6), limit: 5 },
    });
    expect(body.data!.salesCustomers.customers.map((c: { id: number }) => c.id)).toContain(dealerCustomer.id);
    expect(body.data!.salesCustomers.info.limit).toBe(5);
  });

  it('refuses the list to a dealer', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(SALES_CUSTOMERS, { token: requestToken });
    expect(codes(body)).toEqual(['U002']);
    expect(body.data?.salesCustomers).toBeUndefined();
  });

  it('switches a salesman to a customer of theirs, over REST and GraphQL', async () => {
    const { requestToken } = await portal.tokens('sales');
    const byCode = await portal.request(`/change-cust?r3=${dealerCustomer.codeR3}`, { method: 'POST', token: requestToken });
    expect(byCode.status).toBe(200);
    const tokens = await byCode.json();
    const user = await (await portal.request('/user', { token: tokens.requestToken })).json();
    expect(user.customerData.id).toBe(dealerCustomer.id);

    const byId = await portal.request(`/change-cust/${dealerCustomer.id}`, { method: 'POST', token: tokens.requestToken });
    expect(byId.status).toBe(200);

    const { body } = await portal.graphql(CHANGE, {
      token: requestToken,
      variables: { r3: dealerCustomer.codeR3, isr: dealerCustomer.codeIsr },
    });
    expect(body.data!.changeCustomer.requestToken).toBeTruthy();
  });

  it("refuses a salesman another salesman's customer, and anyone an unknown one, alike", async () => {
    const { requestToken } = await portal.tokens('sales');
    const other = await portal.request(`/change-cust/${dealer2Customer.id}`, { method: 'POST', token: requestToken });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe('Failed change customer, please try again');
    expect((await portal.request('/change-cust?r3=0000000000', { method: 'POST', token: requestToken })).status).toBe(403);
    const { body } = await portal.graphql(CHANGE, { token: requestToken, variables: { r3: dealer2Customer.codeR3 } });
    expect(codes(body)).toEqual(['U002']);
  });

  it('keeps a dealer on their own customer', async () => {
    const { requestToken } = await portal.tokens('dealer');
    expect((await portal.request(`/change-cust/${dealer2Customer.id}`, { method: 'POST', token: requestToken })).status).toBe(403);
    expect((await portal.request(`/change-cust/${dealerCustomer.id}`, { method: 'POST', token: requestToken })).status).toBe(200);
  });

  it('lets audit support look at any customer', async () => {
    const { requestToken } = await portal.tokens('support');
    expect((await portal.request(`/change-cust/${dealer2Customer.id}`, { method: 'POST', token: requestToken })).status).toBe(200);
  });

  it("stops a session whose customer was taken out of the salesman's areas", async () => {
    const { requestToken } = await portal.tokens('sales');
    const tokens = await (await portal.request(`/change-cust/${dealerCustomer.id}`, { method: 'POST', token: requestToken })).json();
    const sales = await portal.db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();
    const areas = await portal.db.selectFrom('userAreas').selectAll().where('userId', '=', sales.id).execute();
    await portal.db.deleteFrom('userAreas').where('userId', '=', sales.id).execute();
    const res = await portal.request('/user', { token: tokens.requestToken });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('This customer does not belong to you anymore, please contact sales support');
    await portal.db
      .insertInto('userAreas')
      .values(areas.map(({ id: _id, ...a }) => a))
      .execute();
  });
});

describe("another dealer's records", () => {
  const SHIP_TOS_OF = `query { salesCustomers(limit: 50) { customers { id shipTos { code } } } }`;

  it('are never answered, even to a salesman who may list that customer', async () => {
    const { requestToken } = await portal.tokens('sales');
    const { body } = await portal.graphql(SHIP_TOS_OF, { token: requestToken });
    expect(codes(body)).toContain('U002');
  });

  it('give a dealer only their own ship-tos', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql('query { shipTos { code customer { id } } activeCustomer { id shipTos { code } } }', {
      token: requestToken,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.shipTos.length).toBeGreaterThan(0);
    for (const s of body.data!.shipTos) expect(s.customer.id).toBe(dealerCustomer.id);
    const own = await portal.db.selectFrom('shipTos').select('code').where('customerId', '=', dealer2Customer.id).execute();
    expect(body.data!.shipTos.map((s: { code: string }) => s.code)).not.toContain(own[0].code);
  });

  it('need an active customer', async () => {
    // A customer chosen in an earlier test would come back at sign-in.
    await portal.db.deleteFrom('lastCustomers').execute();
    const { requestToken } = await portal.tokens('sales');
    const { body } = await portal.graphql('query { shipTos { code } }', { token: requestToken });
    expect(codes(body)).toEqual(['N002']);
  });
});
