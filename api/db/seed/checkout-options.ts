import type { Insertable } from 'kysely';
import type { FreightBenefitTable, PaymentMethodTable, ShipmentMethodTable } from '../types.ts';
import { warehousesOf } from './catalog-trade.ts';
import { type Market, markets } from './markets.ts';

/** Flat rates per order in the market's major unit: a pick-up at the warehouse is free. */
const shipments = (m: Market) =>
  m.key === 'id'
    ? ([
        ['REG', 'Regular', 'Regular truck delivery (3-5 days)', 150_000],
        ['EXP', 'Express', 'Express courier (1-2 days)', 350_000],
        ['PICKUP', 'Pick-up', 'Pick up at the warehouse', 0],
      ] as const)
    : ([
        ['STD', 'Standard', 'Standard freight (5-7 days)', 45],
        ['EXP', 'Express', 'Express freight (2 days)', 95],
        ['PICKUP', 'Pick-up', 'Pick up at the warehouse', 0],
      ] as const);

/** Checkout methods: a transfer to a virtual account only where the gateway's banks open them (Indonesia). */
const payments = (m: Market) =>
  [
    ['TERM', 'Credit Term', 'Pay on your credit terms (invoice)', null],
    ...(m.key === 'id'
      ? [
          [
            'BANK',
            'Bank Transfer',
            'Bank transfer to a virtual account',
            'Transfer the total to the virtual account shown after checkout.',
          ] as const,
        ]
      : []),
    ...(m.key === 'us' ? [['ACH', 'ACH', 'ACH debit from your bank account', null] as const] : []),
    // Canada debits by its own scheme: pre-authorized debit with its bank's institution, transit and account number.
    ...(m.key === 'ca'
      ? [
          [
            'PAD',
            'PAD',
            'Pre-authorized debit (PAD) from your Canadian bank account',
            'We debit the order total from this account when the order ships.',
          ] as const,
        ]
      : []),
    ['CARD', 'Credit Card', 'Visa, MasterCard, American Express', null],
  ] as const;

export const shipmentMethodRows = (): Insertable<ShipmentMethodTable>[] =>
  markets.flatMap((m) =>
    shipments(m).map(([code, type, description, rate], position) => ({
      sorg: m.sorg,
      code,
      type,
      description,
      rate: rate * m.minorUnits,
      currency: m.currency.display,
      position,
    })),
  );

/**
 * Methods that only pay open invoices (payments(module 'invoice')): one per bank of the market's list (markets.ts
 * invoiceBanks, the same list the payment announcement names), with a discount in basis points for paying in full
 * (150 = 1.5 %). Indonesia's banks open a virtual account per payment; elsewhere the dealer transfers with the
 * payment's reference by the market's own scheme (DuitNow, PayNow, SEPA).
 */
const invoicePayments = (m: Market) =>
  m.invoiceBanks.map(({ code, bank, discountRate }) => {
    const full = discountRate ? ` Paying in full takes ${discountRate / 100} % off.` : '';
    const [description, instruction] =
      m.key === 'id'
        ? [
            `${bank} virtual account`,
            `Transfer the exact amount to the ${bank} virtual account shown after you confirm, within 24 hours.${full}`,
          ]
        : [
            m.transferScheme === 'SEPA' ? 'SEPA bank transfer' : `${m.transferScheme} transfer to ${bank}`,
            `Transfer the exact amount${m.transferScheme === 'SEPA' ? '' : ` by ${m.transferScheme}`} to the ${bank} account with the payment reference shown after you confirm, within 24 hours.${full}`,
          ];
    return [code, 'Bank Transfer', description, instruction, discountRate] as const;
  });

/** Checkout methods that pay open invoices too: card and ACH are charged at once (spec 2 §4); PAD is for orders only. */
const alsoForInvoices = (m: Market, code: string) =>
  m.key === 'us' ? code === 'ACH' || code === 'CARD' : (m.key === 'eu' || m.key === 'ca') && code === 'CARD';

export const paymentMethodRows = (): Insertable<PaymentMethodTable>[] =>
  markets.flatMap((m) =>
    [
      ...payments(m).map(([code, type, description, instruction]) => ({
        sorg: m.sorg,
        code,
        type,
        description,
        instruction,
        forOrders: 1,
        forInvoices: alsoForInvoices(m, code) ? 1 : 0,
        discountRate: 0,
      })),
      ...invoicePayments(m).map(([code, type, description, instruction, discountRate]) => ({
        sorg: m.sorg,
        code,
        type,
        description,
        instruction,
        forOrders: 0,
        forInvoices: 1,
        discountRate,
      })),
    ].map((row, position) => ({ ...row, position })),
  );

/**
 * Freight benefits per warehouse area, each a step of units taken from the area and the freight it saves (major
 * units). Steps are sized to the market's regular rate: the last one makes a full truck's freight free.
 */
const freightSteps = (m: Market) =>
  m.key === 'id'
    ? ([
        [10, 50_000],
        [25, 100_000],
        [50, 150_000],
      ] as const)
    : ([
        [10, 10],
        [25, 25],
        [50, 45],
      ] as const);

export const freightBenefitRows = (): Insertable<FreightBenefitTable>[] =>
  markets.flatMap((m) =>
    [...new Set(warehousesOf[m.key].map(([, , area]) => area))].flatMap((warehouseArea) =>
      freightSteps(m).map(([targetQty, discount]) => ({
        sorg: m.sorg,
        warehouseArea,
        targetQty,
        discountAmount: discount * m.minorUnits,
        currency: m.currency.display,
      })),
    ),
  );

/** The warehouse area serving a market's n-th customer: customers are spread over the market's areas. */
export function homeWarehouseAreaOf(m: Market, n: number): string {
  const areas = [...new Set(warehousesOf[m.key].map(([, , area]) => area))];
  return areas[n % areas.length]!;
}
