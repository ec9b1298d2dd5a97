import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushToUser, type PushSender, vapidKeys } from '../../api/adapters/push/index.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();

const subscription = (
  endpoint: string,
  p256dh = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth = 'tBHItJI5svbpez7KI4CCXg',
) => ({ endpoint, expirationTime: null, keys: { p256dh, auth } });
const subscriptionsOf = (endpoint: string) =>
  portal.db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', endpoint).execute();
const userId = async (username: string) =>
  (await portal.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('push subscriptions', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/dealer-laptop-1';

  it('stores a signed-in browser subscription', async () => {
    const { requestToken } = await portal.tokens('dealer');
    const res = await portal.request('/notification/subscriptions', { method: 'POST', token: requestToken, json: subscription(endpoint) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: true });
    const rows = await subscriptionsOf(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: await userId('dealer'), host: 'localhost', auth: 'tBHItJI5svbpez7KI4CCXg' });
  });

  it('keeps one row per endpoint: a new subscription of the same browser replaces the keys and the user', async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const res = await portal.request('/notification/subscriptions', {
      method: 'POST',
      token: requestToken,
      host: 'id.localhost',
      json: subscription(endpoint, undefined, 'bmV3LWF1dGgtc2VjcmV0'),
    });
    expect(res.status).toBe(201);
    const rows = await subscriptionsOf(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: await userId('dealer2'), auth: 'bmV3LWF1dGgtc2VjcmV0', host: 'id.localhost' });
  });

  it('refuses anonymous and malformed subscriptions', async () => {
    expect((await portal.request('/notification/subscriptions', { method: 'POST', json: subscription(endpoint) })).status).toBe(401);
    const { requestToken } = await portal.tokens('dealer');
    for (const body of [{}, subscription('http://insecure.example/push'), { endpoint }, subscription(endpoint, 'not base64!'), 'text']) {
      const res = await portal.request('/notification/subscriptions', { method: 'POST', token: requestToken, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("lets a user remove their own subscription, not someone else's", async () => {
    const mine = 'https://updates.push.services.mozilla.com/wpush/v2/sales-phone';
    const sales = await portal.tokens('sales');
    await portal.request('/notification/subscriptions', { method: 'POST', token: sales.requestToken, json: subscription(mine) });
    const dealer = await portal.tokens('dealer');
    await portal.request('/notification/subscriptions', { method: 'DELETE', token: dealer.requestToken, json: { endpoint: mine } });
    expect(await subscriptionsOf(mine)).toHaveLength(1);
    const res = await portal.request('/notification/subscriptions', {
      method: 'DELETE',
      token: sales.requestToken,
      json: { endpoint: mine },
    });
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(mine)).toHaveLength(0);
  });
});

describe('VAPID keys', () => {
  it('are made once and kept in DATA_DIR/vapid.json', async () => {
    const first = await (await portal.request('/notification/vapid-public-key')).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await (await portal.request('/notification/vapid-public-key')).json()).publicKey).toBe(first.publicKey);
    const stored = JSON.parse(fs.readFileSync(path.join(portal.env.dataDir, 'vapid.json'), 'utf8'));
    expect(stored.publicKey).toBe(first.publicKey);
    expect(stored.privateKey).toBeTruthy();
  });

  it('come from the environment when set, for several API nodes', () => {
    const keys = { publicKey: 'public-from-env', privateKey: 'private-from-env' };
    expect(vapidKeys({ dataDir: portal.env.dataDir, pushKeys: keys })).toBe(keys);
  });
});

describe('pushToUser', () => {
  it('sends to each browser of the user and forgets the ones the push service reports gone', async () => {
    const dealerUs = await portal.tokens('dealer-us');
    const live = 'https://fcm.googleapis.com/fcm/send/us-live',
      gone = 'https://fcm.googleapis.com/fcm/send/us-gone';
    for (const endpoint of [live, gone]) {
      await portal.request('/notification/subscriptions', {
        method: 'POST',
        token: dealerUs.requestToken,
        host: 'us.localhost',
        json: subscription(endpoint),
      });
    }
    const sent: string[] = [];
    const send = (async (s: { endpoint: string }, payload: string, options: { vapidDetails?: { publicKey: string } }) => {
      expect(JSON.parse(payload).title).toBe('Order confirmed');
      expect(options.vapidDetails?.publicKey).toBe(vapidKeys(portal.env).publicKey);
      if (s.endpoint === gone) throw Object.assign(new Error('Gone'), { statusCode: 410 });
      sent.push(s.endpoint);
      return { statusCode: 201, body: '', headers: {} };
    }) as unknown as PushSender;
    const delivered = await pushToUser(
      portal.db,
      portal.env,
      await userId('dealer-us'),
      { title: 'Order confirmed', body: 'SO 4500012345' },
      send,
    );
    expect(delivered).toBe(1);
    expect(sent).toEqual([live]);
    expect(await subscriptionsOf(gone)).toHaveLength(0);
    expect(await subscriptionsOf(live)).toHaveLength(1);
  });
});

describe('web manifests', () => {
  it('maps each host with WEB_MANIFEST on to its manifest and icons', async () => {
    const res = await portal.request('/manifests/mappingManifest.json');
    expect(res.status).toBe(200);
    const mapping = await res.json();
    const domains = mapping.flatMap((m: { domains: string[] }) => m.domains);
    expect(domains).toEqual(
      expect.arrayContaining(['localhost', 'id.localhost', 'us.localhost', 'eu.localhost', 'my.localhost', 'sg.localhost']),
    );
    // Canada has the flag off.
    expect(domains).not.toContain('ca.localhost');
    expect(mapping.find((m: { domains: string[] }) => m.domains.includes('id.localhost'))).toEqual({
      domains: ['id.localhost'],
      manifest: '/manifests/id.localhost.webmanifest',
      shortCutIcon: '/favicon.svg',
      appleTouchIcon: '/brand/app-icon-maskable-180.png',
    });
  });

  it("builds a host's manifest from its config", async () => {
    const res = await portal.request('/manifests/eu.localhost.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Dealer Portal Europe',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1554b3',
      lang: 'de',
    });
    const pngs = manifest.icons.filter((i: { type: string }) => i.type === 'image/png');
    expect(pngs.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of pngs) {
      const image = await portal.request(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
  });

  it('has no manifest for a host without the flag or an unknown one', async () => {
    expect((await portal.request('/manifests/ca.localhost.webmanifest')).status).toBe(404);
    expect((await portal.request('/manifests/portal.example.org.webmanifest')).status).toBe(404);
    expect((await portal.request('/brand/app-icon-64.png')).status).toBe(404);
  });
});
