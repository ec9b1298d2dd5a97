import { describe, expect, it } from 'vitest';
import { allScopes } from '../../src/rules/scopes.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();

async function userOf(username: string) {
  const { requestToken } = await portal.tokens(username);
  const res = await portal.request('/user', { token: requestToken });
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /user', () => {
  it('needs a valid bearer token', async () => {
    expect((await portal.request('/user')).status).toBe(401);
    expect((await portal.request('/user', { token: 'abc.def.ghi' })).status).toBe(401);
  });

  it("gives a dealer their customer and a dealer's scopes", async () => {
    const user = await userOf('dealer');
    const customer = await portal.customerOf('dealer');
    expect(user).toMatchObject({
      username: 'dealer',
      roles: ['customer'],
      hasCustCode: true,
      isCustomer: true,
      isSales: false,
      isCustVendor: false,
    });
    expect(user.scopes).toEqual(
      expect.arrayContaining(['page.catalog', 'credit-status.read', 'cart.display-order-qty', 'invoice-status.read']),
    );
    expect(user.scopes).not.toContain('menu.change-cust');
    expect(user.scopes).not.toContain('page.user-management');
    expect(user.customerData).toMatchObject({
      custName: customer.name,
      custCode: { unified: customer.codeUnified, isr: customer.codeIsr, r3: customer.codeR3 },
      custCity: customer.city,
    });
    expect(user.customerData.custGroup).not.toBe('');
  });

  it('gives a salesman the customer switch and no customer yet', async () => {
    const user = await userOf('sales');
    expect(user).toMatchObject({ isSales: true, hasCustCode: false, customerData: null });
    expect(user.scopes).toContain('menu.change-cust');
  });

  it('gives the admin every scope the portal knows', async () => {
    expect((await userOf('admin')).scopes).toEqual([...allScopes].sort());
  });

  it('marks support as the read-only audit limitation', async () => {
    const user = await userOf('support');
    expect(user.limitation).toBe('audit');
    expect(user.scopes).not.toContain('marketing-material.cud');
  });

  it('gives the content admin content scopes and no dealer data', async () => {
    const user = await userOf('content');
    expect(user.scopes).toEqual(expect.arrayContaining(['marketing-material.cud', 'sales-document.cu', 'news.cu', 'page.banner']));
    expect(user.hasCustCode).toBe(false);
  });

  it('marks the customer-vendor user', async () => {
    expect(await userOf('vendor')).toMatchObject({ isCustVendor: true, hasCustCode: true });
  });

  it('reads scopes fresh, so a revoked role takes effect at once', async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const role = await portal.db.selectFrom('roles').select('id').where('name', '=', 'customer').executeTakeFirstOrThrow();
    const user = await portal.db
      .selectFrom('users')
      .select(['id', 'groupRoleId'])
      .where('username', '=', 'dealer2')
      .executeTakeFirstOrThrow();
    await portal.db.deleteFrom('userRoles').where('userId', '=', user.id).where('roleId', '=', role.id).execute();
    await portal.db.updateTable('users').set({ groupRoleId: null }).where('id', '=', user.id).execute();
    const after = await (await portal.request('/user', { token: requestToken })).json();
    expect(after.scopes).toEqual([]);
  });
});
