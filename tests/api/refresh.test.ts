import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

const portal = await startPortal();

const refresh = async (refreshToken: string) => {
  const res = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken } });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};

describe('POST /refresh-token', () => {
  it('rotates: the new pair works and the old refresh token stops working', async () => {
    const first = await portal.tokens('dealer');
    const next = await refresh(first.refreshToken);
    expect(next.status).toBe(200);
    expect(next.body.refreshToken).not.toBe(first.refreshToken);
    expect((await portal.request('/user', { token: next.body.requestToken })).status).toBe(200);
    expect((await refresh(next.body.refreshToken)).status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const first = await portal.tokens('dealer');
    const second = await refresh(first.refreshToken);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.reason).toBe('reused');
    // The thief's use revoked the rightful holder's tokens too.
    expect((await refresh(second.body.refreshToken)).status).toBe(401);
    expect((await portal.request('/user', { token: second.body.requestToken })).status).toBe(401);
  });

  it('leaves other sessions of the same user alone', async () => {
    const laptop = await portal.tokens('sales');
    const phone = await portal.tokens('sales');
    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken);
    expect((await refresh(phone.refreshToken)).status).toBe(200);
  });

  it('refuses made-up and malformed tokens', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    expect((await refresh('00000000-0000-0000-0000-000000000000.abc')).status).toBe(401);
    const res = await portal.request('/refresh-token', { method: 'POST', json: {} });
    expect(res.status).toBe(400);
  });

  it('keeps the active customer across a refresh', async () => {
    const tokens = await portal.tokens('dealer');
    const next = await refresh(tokens.refreshToken);
    const user = await (await portal.request('/user', { token: next.body.requestToken })).json();
    expect(user.customerData.custCode.r3).toBe((await portal.customerOf('dealer')).codeR3);
  });
});
