import type { Insertable } from 'kysely';
import type { FreightBenefitTable, PaymentMethodTable, ShipmentMethodTable } from '../types.ts';
import { warehousesOf } from './catalogue-trade.ts';
import { type Market, markets } from './markets.ts';

/** Flat rates per order in the market's major unit: a pick-up at the warehouse is free. */
const shipments = (m: Market) => m.key === 'id'
  ? [['REG', 'Regular', 'Regular truck delivery (3-5 days)', 150_000], ['EXP', 'Express', 'Express courier (1-2 days)', 350_000],
    ['PICKUP', 'Pick-up', 'Pick up at the warehouse', 0]] as const
  : [['STD', 'Standard', 'Standard freight (5-7 days)', 45], ['EXP', 'Express', 'Express freight (2 days)', 95],
    ['PICKUP', 'Pick-up', 'Pick up at the warehouse', 0]] as const;

const payments = (m: Market) => [
  ['TERM', 'Credit Term', 'Pay on your credit terms (invoice)', null],
  ['BANK', 'Bank Transfer', 'Bank transfer to a virtual account', 'Transfer the total to the virtual account shown after checkout.'],
  ...(m.key === 'us' || m.key === 'ca' ? [['ACH', 'ACH', 'ACH debit from your bank account', null] as const] : []),
  ['CARD', 'Credit Card', 'Visa, MasterCard, American Express', null],
] as const;

export const shipmentMethodRows = (): Insertable<ShipmentMethodTable>[] => markets.flatMap((m) => shipments(m).map(([code, type, description, rate], position) =>
  ({ sorg: m.sorg, code, type, description, rate: rate * m.minorUnits, currency: m.currency.display, position })));

/**
 * Methods that only pay open invoices (payments(module 'invoice')): transfers to a virtual account the gateway
 * opens per payment, one per market with a discount in basis points for paying in full (150 = 1.5 %).
 */
const invoicePayments = (m: Market): readonly (readonly [string, string, string, string, number])[] => ({
  id: [
    ['VA_BCA', 'Bank Transfer', 'BCA virtual account', 'Transfer the exact amount to the BCA virtual account shown after you confirm, within 24 hours. Paying in full takes 1.5 % off.', 150],
    ['VA_MANDIRI', 'Bank Transfer', 'Mandiri virtual account', 'Transfer the exact amount to the Mandiri virtual account shown after you confirm, within 24 hours.', 0],
  ],
  my: [
    ['VA_MAYBANK', 'Bank Transfer', 'Maybank virtual account (DuitNow)', 'Transfer the exact amount to the Maybank virtual account shown after you confirm, within 24 hours. Paying in full takes 1.5 % off.', 150],
    ['VA_CIMB', 'Bank Transfer', 'CIMB virtual account', 'Transfer the exact amount to the CIMB virtual account shown after you confirm, within 24 hours.', 0],
  ],
  sg: [
    ['VA_DBS', 'Bank Transfer', 'DBS virtual account (PayNow)', 'Transfer the exact amount to the DBS virtual account shown after you confirm, within 24 hours. Paying in full takes 1.5 % off.', 150],
    ['VA_OCBC', 'Bank Transfer', 'OCBC virtual account', 'Transfer the exact amount to the OCBC virtual account shown after you confirm, within 24 hours.', 0],
  ],
  eu: [
    ['SEPA_VA', 'Bank Transfer', 'SEPA transfer to a virtual account', 'Transfer the exact amount to the account number shown after you confirm, within 24 hours.', 0],
  ],
  us: [],
  ca: [],
} as const)[m.key];

/** Checkout methods that pay open invoices too: card and ACH are charged at once (spec 2 §4). */
const alsoForInvoices = (m: Market, code: string) => (m.key === 'us' || m.key === 'ca' ? code === 'ACH' || code === 'CARD' : m.key === 'eu' && code === 'CARD');

export const paymentMethodRows = (): Insertable<PaymentMethodTable>[] => markets.flatMap((m) => [
  ...payments(m).map(([code, type, description, instruction]) =>
    ({ sorg: m.sorg, code, type, description, instruction, forOrders: 1, forInvoices: alsoForInvoices(m, code) ? 1 : 0, discountRate: 0 })),
  ...invoicePayments(m).map(([code, type, description, instruction, discountRate]) =>
    ({ sorg: m.sorg, code, type, description, instruction, forOrders: 0, forInvoices: 1, discountRate })),
].map((row, position) => ({ ...row, position })));

/**
 * Freight benefits per warehouse area, each a step of units taken from the area and the freight it saves (major
 * units). Steps are sized to the market's regular rate: the last one makes a full truck's freight free.
 */
const freightSteps = (m: Market) => m.key === 'id'
  ? [[10, 50_000], [25, 100_000], [50, 150_000]] as const
  : [[10, 10], [25, 25], [50, 45]] as const;

export const freightBenefitRows = (): Insertable<FreightBenefitTable>[] => markets.flatMap((m) => [...new Set(warehousesOf[m.key].map(([, , area]) => area))]
  .flatMap((warehouseArea) => freightSteps(m).map(([targetQty, discount]) =>
    ({ sorg: m.sorg, warehouseArea, targetQty, discountAmount: discount * m.minorUnits, currency: m.currency.display }))));

/** The warehouse area serving a market's n-th customer: customers are spread over the market's areas. */
export function homeWarehouseAreaOf(m: Market, n: number): string {
  const areas = [...new Set(warehousesOf[m.key].map(([, , area]) => area))];
  return areas[n % areas.length]!;
}
