import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from '../../api/content/sanitize.ts';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const { requestToken: dealer } = await portal.tokens('dealer');

const ANNOUNCEMENTS = '{ activeUserAreaAnnouncements { id type title url content from to } }';
const BANNERS = '{ activeUserAreaBanners { id sorg url link bannerFile from to } }';
const MARKETS = 'query($type: String!) { contentTargetMarkets(type: $type) { id type name sorg } }';

const titles = (list: { title: string }[]) => list.map((a) => a.title).sort();
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function withAnnouncement(
  row: { title: string; content: string; sorg: string | null; from: string; to: string },
  run: () => Promise<void>,
) {
  const at = new Date().toISOString();
  const { id } = await portal.db
    .insertInto('announcements')
    .values({ type: 'home_page', url: null, createdAt: at, updatedAt: at, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await run();
  } finally {
    await portal.db.deleteFrom('announcements').where('id', '=', id).execute();
  }
}

describe('activeUserAreaAnnouncements', () => {
  it("answers the host's current home-page announcements and those for every market", async () => {
    const { body } = await portal.graphql(ANNOUNCEMENTS, { token: dealer });
    expect(body.errors).toBeUndefined();
    expect(titles(body.data!.activeUserAreaAnnouncements)).toEqual([
      'New order cut-off and delivery times',
      'Pay invoices online by virtual account',
      'Tell us what you think',
    ]);
    for (const a of body.data!.activeUserAreaAnnouncements) {
      expect(a.type).toBe('home_page');
      expect(Date.parse(a.from)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(a.to)).toBeGreaterThanOrEqual(Date.now());
    }
    const us = await portal.graphql(ANNOUNCEMENTS, { token: dealer, host: 'us.localhost' });
    expect(titles(us.body.data!.activeUserAreaAnnouncements)).toEqual(['2027 pre-season orders are open', 'Tell us what you think']);
  });

  it('seeds a long announcement with sanitised HTML', async () => {
    const { body } = await portal.graphql(ANNOUNCEMENTS, { token: dealer });
    const long = body.data!.activeUserAreaAnnouncements.find((a: { title: string }) => a.title === 'New order cut-off and delivery times');
    expect(long.content.length).toBeGreaterThan(400);
    expect(long.content).toContain('<ul>');
    expect(long.content).toContain('rel="noopener noreferrer"');
    expect(long.content).not.toContain('script');
    const stored = await portal.db.selectFrom('announcements').select('content').where('id', '=', long.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(long.content);
  });

  it('shows an announcement only inside its window', async () => {
    const ids = async () => titles((await portal.graphql(ANNOUNCEMENTS, { token: dealer })).body.data!.activeUserAreaAnnouncements);
    await withAnnouncement(
      { title: 'Now', content: '<p>Now</p>', sorg: '1000', from: minutesFromNow(-1), to: minutesFromNow(1) },
      async () => {
        expect(await ids()).toContain('Now');
      },
    );
    await withAnnouncement(
      { title: 'Ended', content: '<p>Ended</p>', sorg: '1000', from: minutesFromNow(-10), to: minutesFromNow(-1) },
      async () => {
        expect(await ids()).not.toContain('Ended');
      },
    );
    await withAnnouncement(
      { title: 'Later', content: '<p>Later</p>', sorg: null, from: minutesFromNow(1), to: minutesFromNow(10) },
      async () => {
        expect(await ids()).not.toContain('Later');
      },
    );
    await withAnnouncement(
      { title: 'Elsewhere', content: '<p>EU</p>', sorg: '4000', from: minutesFromNow(-1), to: minutesFromNow(1) },
      async () => {
        expect(await ids()).not.toContain('Elsewhere');
      },
    );
  });

  it('sanitises HTML on the way out too, whatever is stored', async () => {
    const raw =
      '<p onclick="steal()">Hi <img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe></p>';
    await withAnnouncement({ title: 'Raw', content: raw, sorg: null, from: minutesFromNow(-1), to: minutesFromNow(1) }, async () => {
      const { body } = await portal.graphql(ANNOUNCEMENTS, { token: dealer });
      const served = body.data!.activeUserAreaAnnouncements.find((a: { title: string }) => a.title === 'Raw').content;
      expect(served).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer">link</a></p>');
    });
  });

  it('needs a signed-in user', async () => {
    expect((await portal.graphql(ANNOUNCEMENTS)).status).toBe(401);
  });
});

describe('GET /active-announcements/{host}', () => {
  it("answers the host's current announcements as a JSON array, without signing in", async () => {
    const res = await portal.request('/active-announcements/us.localhost');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(titles(list)).toEqual(['2027 pre-season orders are open', 'Tell us what you think']);
    expect(list[0]).toHaveProperty('content');
    expect(titles(await (await portal.request('/active-announcements/unknown.example')).json())).toEqual(
      titles(await (await portal.request('/active-announcements/localhost')).json()),
    );
  });
});

describe('sanitizeAnnouncementHtml', () => {
  it('keeps formatting, lists and safe links and drops the rest', () => {
    expect(
      sanitizeAnnouncementHtml(
        '<h3>Hi</h3><p><strong>a</strong> <em>b</em></p><ol><li>c</li></ol><a href="https://x.example/y">z</a><style>p{}</style>',
      ),
    ).toBe(
      '<h3>Hi</h3><p><strong>a</strong> <em>b</em></p><ol><li>c</li></ol><a href="https://x.example/y" target="_blank" rel="noopener noreferrer">z</a>',
    );
  });
});

describe('activeUserAreaBanners and their images', () => {
  it("answers the host's current banners in order", async () => {
    const { body } = await portal.graphql(BANNERS, { token: dealer });
    const banners = body.data!.activeUserAreaBanners;
    expect(banners.map((b: { bannerFile: string }) => b.bannerFile)).toEqual([
      '1000-trail-season.svg',
      '1000-parts-week.svg',
      '1000-e-bike-demo.svg',
    ]);
    expect(banners.every((b: { sorg: string }) => b.sorg === '1000')).toBe(true);
    expect(banners[2].link).toMatch(/^https:\/\//);
    const us = await portal.graphql(BANNERS, { token: dealer, host: 'us.localhost' });
    expect(us.body.data!.activeUserAreaBanners.map((b: { sorg: string }) => b.sorg)).toEqual(['3000', '3000']);
  });

  it('serves a banner image with its type and cache headers', async () => {
    const res = await portal.request('/bnrs/image/1000-trail-season.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('Musim trail');
    const again = await portal.request('/bnrs/image/1000-trail-season.svg', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves nothing but banner images', async () => {
    // Files outside the banner folder (vapid.json is made on first use), and a file there that no banner names.
    await portal.request('/notification/vapid-public-key');
    await portal.storage.put('banners/orphan.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const path of [
      '/bnrs/image/..%2Fportal.sqlite',
      '/bnrs/image/..%2F..%2Fvapid.json',
      '/bnrs/image/%2e%2e%2fportal.sqlite',
      '/bnrs/image/portal.sqlite',
      '/bnrs/image/vapid.json',
      '/bnrs/image/.svg',
      '/bnrs/image/missing.svg',
      '/bnrs/image/orphan.svg',
      '/bnrs/image/a%5C..%5Cb.svg',
    ]) {
      const res = await portal.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('SQLite');
    }
    // Plain dots are resolved by the URL itself and never reach the route.
    const climbed = await portal.request('/bnrs/image/../../portal.sqlite');
    expect(climbed.status).not.toBe(200);
  });
});

describe('contentTargetMarkets', () => {
  it("answers the user's markets of one type", async () => {
    const { body } = await portal.graphql(MARKETS, { token: dealer, variables: { type: 'news' } });
    expect(body.data!.contentTargetMarkets).toEqual([{ id: expect.any(Number), type: 'news', name: 'Indonesia', sorg: '1000' }]);
  });

  it('leaves dealer2 without news, and gives support the market it reads (read-only)', async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const news = await portal.graphql(MARKETS, { token: requestToken, variables: { type: 'news' } });
    expect(news.body.data!.contentTargetMarkets).toEqual([]);
    const material = await portal.graphql(MARKETS, { token: requestToken, variables: { type: 'marketing_material' } });
    expect(material.body.data!.contentTargetMarkets).toHaveLength(1);
    const support = await portal.tokens('support');
    const documents = await portal.graphql(MARKETS, { token: support.requestToken, variables: { type: 'sales_document' } });
    expect(documents.body.data!.contentTargetMarkets.map((m: { sorg: string }) => m.sorg)).toEqual(['1000']);
  });

  it('gives admin and the content admin the default market of each type', async () => {
    for (const username of ['admin', 'content']) {
      const { requestToken } = await portal.tokens(username);
      for (const type of ['marketing_material', 'sales_document', 'news']) {
        const { body } = await portal.graphql(MARKETS, { token: requestToken, variables: { type } });
        expect(
          body.data!.contentTargetMarkets.map((m: { sorg: string }) => m.sorg),
          `${username} ${type}`,
        ).toEqual(['1000']);
      }
    }
  });

  it('refuses an unknown type', async () => {
    const { body } = await portal.graphql(MARKETS, { token: dealer, variables: { type: 'recipes' } });
    expect(codes(body)).toEqual(['I001']);
  });
});
