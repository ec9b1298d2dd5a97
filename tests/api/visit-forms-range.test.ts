import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';
import { sessionToken } from './session-token.ts';

// Spec 2 §5 'maximum 30 days selectable for some lists': the store-visit list takes a range of at most 30 days.
const portal = await startPortal();
const sales = await sessionToken(portal, 'sales');
const LIST = `query($from: String, $to: String) {
  formVisits(brand: "polygon", page: 1, limit: 10, from: $from, to: $to) { info { count } } }`;
const list = (variables: Record<string, string | null>) => portal.graphql(LIST, { token: sales, variables });

describe('the store-visit list range', () => {
  it('takes a range of up to 30 days, both ends included, or none', async () => {
    for (const range of [
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-15', to: '2026-03-17' },
      { from: null, to: null },
    ]) {
      const { body } = await list(range);
      expect(body.errors, JSON.stringify(range)).toBeUndefined();
    }
  });

  it('refuses a longer range, one end alone, or ends the wrong way round, naming the field', async () => {
    for (const [range, field, message] of [
      [{ from: '2026-03-01', to: '2026-04-01' }, 'to', 'The date range can be at most 30 days'],
      [{ from: '2026-03-01', to: null }, 'to', 'Choose both dates of the range'],
      [{ from: null, to: '2026-03-01' }, 'from', 'Choose both dates of the range'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to', 'The start date must be on or before the end date'],
    ] as const) {
      const { body } = await list(range);
      expect(codes(body), JSON.stringify(range)).toEqual(['I001']);
      expect(body.errors![0].message).toBe(message);
      expect(body.errors![0].extensions!.fieldErrors).toEqual({ [field]: [message] });
    }
  });
});
