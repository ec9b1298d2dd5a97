import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';
import { sessionToken } from './session-token.ts';

// GET /metrics answers a scraper at an address the operator allows (METRICS_ALLOW; behind a trusted proxy, the client
// the proxy names), with counters that move with the node's requests.
const SCRAPER = '198.51.100.7';
const portal = await startPortal({ metricsAllow: [SCRAPER] });
const scrape = async (from = SCRAPER) => portal.request('/metrics', { headers: { 'x-forwarded-for': from } });

/** The value of one sample in Prometheus' text format, 0 when the series has none yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('counts requests by route and status, and GraphQL operations by name and outcome', async () => {
    const status = 'portal_http_requests_total{route="/server/status",method="GET",status="200"}';
    const operation = 'portal_graphql_operations_total{operation="ShipTosOfDealer",outcome="ok"}';
    const before = await (await scrape()).text();
    expect(before).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(before).toContain('portal_process_resident_memory_bytes');

    for (let i = 0; i < 3; i++) expect((await portal.request('/server/status')).status).toBe(200);
    const dealer = await sessionToken(portal, 'dealer');
    const { body } = await portal.graphql('query ShipTosOfDealer { shipTos { code } }', { token: dealer });
    expect(body.errors).toBeUndefined();

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const after = await res.text();
    expect(sample(after, status) - sample(before, status)).toBe(3);
    expect(sample(after, operation) - sample(before, operation)).toBe(1);
  });

  it('refuses an address the operator did not allow, also when it comes through the proxy', async () => {
    const res = await scrape('203.0.113.5');
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('portal_');
  });
});
