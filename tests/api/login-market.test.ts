import { describe, expect, it } from 'vitest';
import { PASSWORD, startPortal } from './harness.ts';

const portal = await startPortal();

const loginOn = async (host: string, username: string, password = PASSWORD) => {
  const res = await portal.request('/login', { method: 'POST', host, json: { username, password } });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const sessionsOf = async (username: string) =>
  Number(
    (
      await portal.db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.userId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('u.username', '=', username)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The customer code the access token carries (its payload is plain base64url JSON). */
const r3Of = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).r3 as string | null;

describe('signing in on another market', () => {
  it('names the portal the account belongs to, and starts no session here', async () => {
    const before = await sessionsOf('dealer-us');
    const { status, body } = await loginOn('localhost', 'dealer-us');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'U002', messageKey: 'login.wrong_market', market: { sorg: '3000', hostname: 'us.localhost' } });
    expect(body.requestToken).toBeUndefined();
    expect(await sessionsOf('dealer-us')).toBe(before);
    // The same account on its own portal signs in.
    expect((await loginOn('us.localhost', 'dealer-us')).status).toBe(200);
  });

  it('says nothing of the market before the password is right', async () => {
    const wrong = await loginOn('localhost', 'dealer-us', 'Wrong-password1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.messageKey).toBe('login.incorrect_password');
    expect(wrong.body.market).toBeUndefined();
  });

  it('sends an Indonesian dealer and salesman to the default Indonesian host', async () => {
    for (const username of ['dealer', 'sales']) {
      const { status, body } = await loginOn('eu.localhost', username);
      expect(status).toBe(403);
      expect(body.market).toEqual({ sorg: '1000', hostname: 'localhost' });
    }
    expect((await loginOn('id.localhost', 'dealer')).status).toBe(200);
  });

  it('lets staff of every market in: administrators and support', async () => {
    for (const username of ['admin', 'support']) expect((await loginOn('us.localhost', username)).status).toBe(200);
  });
});

describe('the customer a sales user acts for', () => {
  const salesCustomerIds = async () => {
    const area = await portal.db
      .selectFrom('userAreas as ua')
      .innerJoin('users as u', 'u.id', 'ua.userId')
      .select(['ua.value', 'ua.sorg'])
      .where('u.username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const rows = await portal.db
      .selectFrom('customerAreas')
      .select('customerId')
      .distinct()
      .where('salesman', '=', area.value)
      .where('sorg', '=', area.sorg)
      .orderBy('customerId')
      .execute();
    return rows.map((r) => r.customerId);
  };
  const codeOf = async (id: number) =>
    (await portal.db.selectFrom('customers').select('codeR3').where('id', '=', id).executeTakeFirstOrThrow()).codeR3;

  it('is none at the first sign-in, then the last one chosen, at every new sign-in until changed', async () => {
    const [first, second] = await salesCustomerIds();
    expect(second).toBeDefined();
    expect(r3Of((await portal.tokens('sales')).requestToken)).toBeNull();

    const { requestToken } = await portal.tokens('sales');
    expect((await portal.request(`/change-cust/${first}`, { method: 'POST', token: requestToken })).status).toBe(200);
    expect(r3Of((await portal.tokens('sales')).requestToken)).toBe(await codeOf(first!));
    expect(r3Of((await portal.tokens('sales')).requestToken)).toBe(await codeOf(first!));

    const again = await portal.tokens('sales');
    expect((await portal.request(`/change-cust/${second}`, { method: 'POST', token: again.requestToken })).status).toBe(200);
    expect(r3Of((await portal.tokens('sales')).requestToken)).toBe(await codeOf(second!));
  });

  it('is not restored once the user may no longer act for it', async () => {
    const { requestToken } = await portal.tokens('sales');
    const [first] = await salesCustomerIds();
    expect((await portal.request(`/change-cust/${first}`, { method: 'POST', token: requestToken })).status).toBe(200);
    const sales = await portal.db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();
    await portal.db.deleteFrom('userAreas').where('userId', '=', sales.id).execute();
    expect(r3Of((await portal.tokens('sales')).requestToken)).toBeNull();
  });

  it('is refused for a customer the user may not act for, and not remembered', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const other = await portal.customerOf('dealer2');
    expect((await portal.request(`/change-cust/${other.id}`, { method: 'POST', token: requestToken })).status).toBe(403);
    expect(r3Of((await portal.tokens('dealer')).requestToken)).toBe((await portal.customerOf('dealer')).codeR3);
  });
});
