import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hostPage } from '../../api/http/static.ts';
import { analyticsScriptUrl, consentKey, readConsent } from '../../src/rules/analytics.ts';
import { shownSuggestions, viewQuota } from '../../src/rules/catalog-query.ts';
import { confirmationDateShown } from '../../src/rules/order-lists.ts';

describe('viewQuota', () => {
  it("takes the host's quota of the view, else the spec's defaults 10 and 12", () => {
    expect(viewQuota({ itemViewQuota: 20, modelViewQuota: 24 }, 'item')).toBe(20);
    expect(viewQuota({ itemViewQuota: 20, modelViewQuota: 24 }, 'group')).toBe(24);
    expect(viewQuota({}, 'item')).toBe(10);
    expect(viewQuota({}, 'group')).toBe(12);
    expect(viewQuota({ itemViewQuota: 500, modelViewQuota: 0 }, 'item')).toBe(10);
    expect(viewQuota({ itemViewQuota: 500, modelViewQuota: 0 }, 'group')).toBe(12);
  });
});

describe('shownSuggestions', () => {
  it('shows 4 suggestions, the best 2 in a narrow layout', () => {
    const found = ['a', 'b', 'c', 'd', 'e'];
    expect(shownSuggestions(found, false)).toEqual(['a', 'b', 'c', 'd']);
    expect(shownSuggestions(found, true)).toEqual(['a', 'b']);
  });
});

describe('confirmationDateShown', () => {
  it('shows dates up to today, later ones only with futureConfirmationDisplay', () => {
    expect(confirmationDateShown('2026-12-06', '2026-12-06', false)).toBe(true);
    expect(confirmationDateShown('2026-12-07', '2026-12-06', false)).toBe(false);
    expect(confirmationDateShown('2026-12-07', '2026-12-06', true)).toBe(true);
  });
});

describe('analytics', () => {
  it('reads a choice kept for the host only', () => {
    const store = new Map([[consentKey('eu.localhost'), 'granted']]);
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(readConsent(storage, 'eu.localhost')).toBe('granted');
    expect(readConsent(storage, 'localhost')).toBeNull();
    store.set(consentKey('localhost'), 'maybe');
    expect(readConsent(storage, 'localhost')).toBeNull();
    expect(analyticsScriptUrl('G-1 2')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%202');
  });

  it("lets the page's policy allow the analytics origin only with an analytics id", () => {
    expect(contentSecurityPolicy({ googleAnalyticId: null })).not.toContain('google');
    const policy = contentSecurityPolicy({ googleAnalyticId: 'G-X' });
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|https:[^/])/);
  });
});

describe('hostPage', () => {
  it("writes the host's title, description and keywords into the head, escaped", () => {
    const html = hostPage('<html><head><title>Dealer Portal</title></head></html>', {
      webTitle: 'Portal "EU"',
      webDescription: 'Bikes & parts',
      webKeywords: 'a, <b>',
    });
    expect(html).toBe(
      '<html><head><title>Portal &quot;EU&quot;</title><meta name="description" content="Bikes &amp; parts" />' +
        '<meta name="keywords" content="a, &lt;b&gt;" /></head></html>',
    );
  });
});

describe('shortRangeProblem (spec 2 §5, at most 30 days)', () => {
  it('allows 30 days after the start, both ends included, and no more', async () => {
    const { shortRangeProblem } = await import('../../src/rules/date-range.ts');
    expect(shortRangeProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(shortRangeProblem('2026-03-01', '2026-04-01')).toBe('longer_than_30_days');
    expect(shortRangeProblem('2026-02-01', '2026-03-03')).toBeNull();
    expect(shortRangeProblem('2026-03-02', '2026-03-01')).toBe('from_after_to');
    expect(shortRangeProblem('2026-02-30', '2026-03-01')).toBe('invalid_date');
  });
});
