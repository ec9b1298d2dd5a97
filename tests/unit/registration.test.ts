import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES as MIGRATED_STATUSES } from '../../api/db/migrations/0014_retail_sales.ts';
import { WARRANTY_TERMS } from '../../api/db/migrations/retail-sales-reference.ts';
import { FRAME_NUMBER_MAX } from '../../src/rules/claims.ts';
import {
  DELETABLE,
  DEFAULT_WARRANTY_MONTHS,
  IN_ACCOUNT,
  REGISTRATION_STATUSES,
  type RegistrationMove,
  type RegistrationStatus,
  frameNumberProblem,
  isUnderWay,
  mayReupload,
  movesFrom,
  nextRegistrationStatus,
  normalFrameNumber,
  soldDateProblem,
  warrantyEnds,
} from '../../src/rules/registration.ts';

const endsOf = (soldDate: string, brand: string) =>
  Object.fromEntries(warrantyEnds(soldDate, WARRANTY_TERMS[brand] ?? {}).map((w) => [w.component, w.endsOn]));

describe('warranty end dates', () => {
  it('add each component of the brand to the sold date', () => {
    expect(endsOf('2026-03-15', 'Polygon')).toEqual({ frame: '2031-03-15', fork: '2028-03-15', parts: '2028-03-15' });
    expect(endsOf('2026-03-15', 'Marin')).toEqual({ frame: '2033-03-15', fork: '2028-03-15', parts: '2027-03-15' });
    expect(endsOf('2026-03-15', 'WIM')).toEqual({ frame: '2029-03-15', fork: '2027-03-15', parts: '2027-03-15' });
  });

  it('give a brand without terms the default months', () => {
    const ends = warrantyEnds('2026-03-15', {});
    expect(ends.map((w) => w.months)).toEqual([DEFAULT_WARRANTY_MONTHS.frame, DEFAULT_WARRANTY_MONTHS.fork, DEFAULT_WARRANTY_MONTHS.parts]);
    expect(ends.map((w) => w.endsOn)).toEqual(['2028-03-15', '2027-03-15', '2027-03-15']);
  });

  it('keep month ends: a sale on the 31st or on 29 February ends on the last day of a shorter month', () => {
    expect(warrantyEnds('2026-01-31', { frame: 1, fork: 13, parts: 25 }).map((w) => w.endsOn)).toEqual([
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(endsOf('2024-02-29', 'Polygon')).toEqual({ frame: '2029-02-28', fork: '2026-02-28', parts: '2026-02-28' });
    expect(endsOf('2025-08-31', 'WIM')).toEqual({ frame: '2028-08-31', fork: '2026-08-31', parts: '2026-08-31' });
    expect(warrantyEnds('2025-10-31', { frame: 1, fork: 1, parts: 1 })[0].endsOn).toBe('2025-11-30');
    expect(warrantyEnds('2025-12-31', { frame: 2, fork: 2, parts: 2 })[0].endsOn).toBe('2026-02-28');
  });
});

describe('the frame-number rule', () => {
  it('takes the number without spaces, in capitals', () => {
    expect(normalFrameNumber(' po25 k10 0001234 ')).toBe('PO25K100001234');
    expect(frameNumberProblem('po25k100001234')).toBeNull();
  });

  it(`refuses an empty number and one over ${FRAME_NUMBER_MAX} characters`, () => {
    expect(frameNumberProblem('')).toBe('frame_required');
    expect(frameNumberProblem('   ')).toBe('frame_required');
    expect(frameNumberProblem(null)).toBe('frame_required');
    expect(frameNumberProblem('A'.repeat(FRAME_NUMBER_MAX))).toBeNull();
    expect(frameNumberProblem('A'.repeat(FRAME_NUMBER_MAX + 1))).toBe('frame_too_long');
    // Spaces do not count against the length.
    expect(frameNumberProblem(`${'A'.repeat(FRAME_NUMBER_MAX)}   `)).toBeNull();
  });
});

describe('the sold-date rule', () => {
  it('allows the days from the shipment up to today', () => {
    expect(soldDateProblem('2026-03-10', '2026-03-15', '2026-03-01')).toBeNull();
    expect(soldDateProblem('2026-03-01', '2026-03-15', '2026-03-01')).toBeNull();
    expect(soldDateProblem('2026-03-15', '2026-03-15', '2026-03-01')).toBeNull();
  });

  it('refuses a day in the future, before the shipment, or no real date', () => {
    expect(soldDateProblem('2026-03-16', '2026-03-15', '2026-03-01')).toBe('sold_in_future');
    expect(soldDateProblem('2026-02-28', '2026-03-15', '2026-03-01')).toBe('sold_before_shipment');
    expect(soldDateProblem('2026-02-30', '2026-03-15', null)).toBe('sold_date_required');
    expect(soldDateProblem('', '2026-03-15', null)).toBe('sold_date_required');
    expect(soldDateProblem(undefined, '2026-03-15', null)).toBe('sold_date_required');
  });
});

describe('the registration state machine', () => {
  const moves: [RegistrationStatus | null, RegistrationMove, RegistrationStatus][] = [
    [null, 'submit', 'pending_insert'],
    ['pending_insert', 'claim', 'processing_insert'],
    ['processing_insert', 'accept', 'complete'],
    ['processing_insert', 'refuse', 'failed_insert'],
    ['processing_insert', 'release', 'pending_insert'],
    ['failed_insert', 'reupload', 'pending_insert'],
    ['complete', 'reupload', 'pending_update'],
    ['failed_update', 'reupload', 'pending_update'],
    ['pending_update', 'claim', 'processing_update'],
    ['processing_update', 'accept', 'complete'],
    ['processing_update', 'refuse', 'failed_update'],
    ['processing_update', 'release', 'pending_update'],
  ];

  it.each(moves)('%s --%s--> %s', (from, move, to) => {
    expect(nextRegistrationStatus(from, move)).toBe(to);
  });

  it('refuses every move that is not listed', () => {
    const allowed = new Set(moves.map(([from, move]) => `${from}:${move}`));
    const all: RegistrationMove[] = ['submit', 'claim', 'accept', 'refuse', 'release', 'reupload'];
    let refused = 0;
    for (const from of [null, ...REGISTRATION_STATUSES]) {
      for (const move of all) {
        if (allowed.has(`${from}:${move}`)) continue;
        expect(nextRegistrationStatus(from, move), `${from} --${move}-->`).toBeNull();
        refused++;
      }
    }
    expect(refused).toBe(8 * 6 - moves.length);
    // Some that would be easy to get wrong: a registration is submitted once, a pending one is not reuploaded,
    // and only the worker's claim leads to the consumer account's answer.
    expect(nextRegistrationStatus('complete', 'submit')).toBeNull();
    expect(nextRegistrationStatus('pending_insert', 'reupload')).toBeNull();
    expect(nextRegistrationStatus('processing_insert', 'reupload')).toBeNull();
    expect(nextRegistrationStatus('pending_insert', 'accept')).toBeNull();
    expect(nextRegistrationStatus('failed_insert', 'claim')).toBeNull();
    expect(nextRegistrationStatus('complete', 'refuse')).toBeNull();
  });

  it('names the statuses each move starts from, for the guarded update', () => {
    expect(movesFrom('claim').sort()).toEqual(['pending_insert', 'pending_update']);
    expect(movesFrom('submit')).toEqual([]);
    expect(movesFrom('reupload').sort()).toEqual(['complete', 'failed_insert', 'failed_update']);
  });

  it('says what the dealer may do in each status', () => {
    expect(REGISTRATION_STATUSES.filter(mayReupload)).toEqual(['failed_insert', 'failed_update', 'complete']);
    expect(DELETABLE).toEqual(['pending_insert', 'failed_insert']);
    expect(IN_ACCOUNT.every((s) => nextRegistrationStatus(s, 'submit') === null)).toBe(true);
    expect(REGISTRATION_STATUSES.filter(isUnderWay)).toEqual([
      'pending_insert',
      'processing_insert',
      'pending_update',
      'processing_update',
    ]);
  });

  it('has the statuses the table allows', () => {
    expect([...REGISTRATION_STATUSES]).toEqual([...MIGRATED_STATUSES]);
  });
});
