import { describe, expect, it } from 'vitest';
import {
  ageingDueDates,
  ageingKeyOf,
  creditExposure,
  MAX_INVOICES_OVERDUE,
  OLDEST_AR_MAX_OVERDUE_DAYS,
  overdueCutoff,
  ownReasonBlocked,
  reasonsBlocked,
  type OwnReason,
} from '../../src/rules/credit.ts';

const within = {
  creditLimit: 1000,
  openInvoice: 400,
  openDo: 200,
  consignment: 100,
  invoicesOverdueOverThreshold: 0,
  oldestOverdueDays: 0,
};

describe('credit exposure', () => {
  it('adds unpaid invoices, orders not yet invoiced and consignment', () => {
    expect(creditExposure({ openInvoice: 400, openDo: 200, consignment: 100 })).toBe(700);
    // A deduction larger than the invoices lowers it below the rest.
    expect(creditExposure({ openInvoice: -50, openDo: 200, consignment: 0 })).toBe(150);
  });
});

describe("a company's own reason", () => {
  it.each<[string, Partial<typeof within>, OwnReason | null]>([
    ['nothing applies', {}, null],
    ['exposure exactly at the limit', { openInvoice: 700 }, null],
    ['exposure one unit over the limit', { openInvoice: 701 }, 'limit_exceeded'],
    ['no limit and something open', { creditLimit: 0 }, 'limit_exceeded'],
    [`${MAX_INVOICES_OVERDUE} invoices over 30 days`, { invoicesOverdueOverThreshold: MAX_INVOICES_OVERDUE }, null],
    [`${MAX_INVOICES_OVERDUE + 1} invoices over 30 days`, { invoicesOverdueOverThreshold: MAX_INVOICES_OVERDUE + 1 }, 'overdue_over_limit'],
    [`oldest ${OLDEST_AR_MAX_OVERDUE_DAYS} days overdue`, { oldestOverdueDays: OLDEST_AR_MAX_OVERDUE_DAYS }, null],
    [`oldest ${OLDEST_AR_MAX_OVERDUE_DAYS + 1} days overdue`, { oldestOverdueDays: OLDEST_AR_MAX_OVERDUE_DAYS + 1 }, 'oldest_ar_blocked'],
    ['limit and overdue both: the limit first', { openInvoice: 5000, invoicesOverdueOverThreshold: 9 }, 'limit_exceeded'],
    ['overdue count and oldest both: the count first', { invoicesOverdueOverThreshold: 4, oldestOverdueDays: 99 }, 'overdue_over_limit'],
  ])('%s', (_name, change, reason) => {
    expect(ownReasonBlocked({ ...within, ...change })).toBe(reason);
  });
});

describe("the customer's reasons over its companies", () => {
  it.each<[(OwnReason | null)[], (string | null)[]]>([
    [
      [null, null],
      [null, null],
    ],
    [
      ['limit_exceeded', null],
      ['limit_exceeded', 'other_company_blocked'],
    ],
    [
      [null, 'oldest_ar_blocked'],
      ['other_company_blocked', 'oldest_ar_blocked'],
    ],
    [
      ['overdue_over_limit', 'limit_exceeded'],
      ['overdue_over_limit', 'limit_exceeded'],
    ],
    [['limit_exceeded'], ['limit_exceeded']],
    [[], []],
  ])('%j -> %j', (own, expected) => {
    expect(reasonsBlocked(own)).toEqual(expected);
  });
});

describe('ageing', () => {
  const today = '2026-11-23';
  it('puts days past due into buckets, ends included', () => {
    expect([-10, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingKeyOf)).toEqual([
      'not_due',
      'not_due',
      'overdue_1_30',
      'overdue_1_30',
      'overdue_31_60',
      'overdue_31_60',
      'overdue_61_90',
      'overdue_61_90',
      'overdue_over_90',
      'overdue_over_90',
    ]);
  });

  it('gives each bucket a range of due dates that meet without a gap', () => {
    expect(ageingDueDates(today).map(({ key, dueFrom, dueTo }) => [key, dueFrom, dueTo])).toEqual([
      ['not_due', '2026-11-23', null],
      ['overdue_1_30', '2026-10-24', '2026-11-22'],
      ['overdue_31_60', '2026-09-24', '2026-10-23'],
      ['overdue_61_90', '2026-08-25', '2026-09-23'],
      ['overdue_over_90', null, '2026-08-24'],
    ]);
  });

  it('counts an invoice against the dealer from the 31st day past due', () => {
    expect(overdueCutoff(today)).toBe('2026-10-24');
    // Due 2026-10-23 is 31 days past due: before the cutoff. Due on the cutoff is 30 days: not yet.
  });
});
