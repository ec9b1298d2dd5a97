import type { Insertable } from 'kysely';
import type { PaymentMethodTable, ShipmentMethodTable } from '../types.ts';
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

export const paymentMethodRows = (): Insertable<PaymentMethodTable>[] => markets.flatMap((m) => payments(m).map(([code, type, description, instruction], position) =>
  ({ sorg: m.sorg, code, type, description, instruction, position })));
