import { describe, expect, it } from 'vitest';
import { customerSeeds } from '../../api/db/seed/customers.ts';
import { DIAL_CODES, dialCodeOf, formatPhone } from '../../src/rules/forms.ts';

describe('seeded phone numbers', () => {
  const customers = customerSeeds('demo');

  it("dials every dealer and delivery address in the dealer's own country", () => {
    const wrong = customers.flatMap((c) => [
      ...(c.row.phone && !c.row.phone.startsWith(DIAL_CODES[c.row.countryId]!)
        ? [`${c.row.name} (${c.row.countryId}): ${c.row.phone}`]
        : []),
      ...c.shipTos.filter((s) => s.phone && !s.phone.startsWith(DIAL_CODES[s.countryId]!)).map((s) => `${s.code}: ${s.phone}`),
    ]);
    expect(customers.filter((c) => c.row.phone).length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('gives the German dealers of the European market German numbers, not Dutch ones', () => {
    const german = customers.filter((c) => c.market.key === 'eu' && c.row.countryId === 'DE' && c.row.phone);
    expect(german.length).toBeGreaterThan(0);
    for (const c of german) expect(c.row.phone).toMatch(/^\+49[1-9]\d+$/);
    expect(customers.some((c) => c.row.city === 'Münster' && c.row.phone?.startsWith('+31'))).toBe(false);
  });

  it("keeps the owner's own number in national digits, as the profile form takes it", () => {
    for (const c of customers.filter((c) => c.ownerPhone)) {
      expect(c.ownerPhone).toMatch(/^\d+$/);
      expect(formatPhone(c.ownerPhone!, dialCodeOf(c.row.countryId))).toBe(c.row.phone);
    }
  });

  it('is the same on every run', () => {
    expect(customerSeeds('demo').map((c) => c.row.phone)).toEqual(customers.map((c) => c.row.phone));
  });
});
