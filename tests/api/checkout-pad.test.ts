import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';

/**
 * Each market's own way to debit a bank account at checkout: the US keeps ACH, Canada offers pre-authorized debit
 * (PAD) instead, whose institution, transit and account numbers the API checks as the page does.
 */

const portal = await startPortal();
const { db } = portal;
const CA = 'ca.localhost';
const METHODS = `{ paymentMethods { code type description padDebit } }`;
const ADD = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  message { status } code orders { orderNo } userErrors { field message messageKey } } }`;

const [us, ca] = await Promise.all([portal.tokens('dealer-us'), portal.tokens('dealer-ca')]);
const customer = await portal.customerOf('dealer-ca');

/** Two units of the first Canadian bike the cart takes, priced by the cart as the catalogue adds it. */
async function fillCart() {
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const bikes = await db
    .selectFrom('articles')
    .select(['id', 'articleCode', 'uom'])
    .where('sorg', '=', '6000')
    .where('category', '=', 'BIKE')
    .orderBy('id')
    .limit(40)
    .execute();
  for (const bike of bikes) {
    await db.updateTable('stock').set({ available: 1_000 }).where('articleId', '=', bike.id).execute();
    const { body } = await portal.graphql(ADD, {
      token: ca.requestToken,
      host: CA,
      variables: { products: [{ custCode: customer.codeR3, articleCode: bike.articleCode, sorg: '6000', qty: 2, uom: bike.uom }] },
    });
    if (body.data?.updateProductsInCart.message.status) return;
  }
  throw new Error('no Canadian bike the cart takes');
}

const input = async (padDebit?: Record<string, string>) => {
  const shipTo = await db
    .selectFrom('shipTos')
    .select('code')
    .where('customerId', '=', customer.id)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  return {
    idempotencyKey: `pad-${crypto.randomUUID()}`,
    shipTo: shipTo.code,
    shipment: 'STD',
    payment: 'PAD',
    ...(padDebit && { padDebit }),
  };
};
const checkout = async (variables: object) =>
  (await portal.graphql(CHECKOUT, { token: ca.requestToken, host: CA, variables: { input: variables } })).body.data!.checkout;
const orderCount = async () =>
  Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', customer.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the checkout's bank debit", () => {
  it('is ACH in the US and PAD, not ACH, in Canada', async () => {
    const usMethods = (await portal.graphql(METHODS, { token: us.requestToken, host: 'us.localhost' })).body.data!.paymentMethods;
    expect(usMethods.map((m: any) => m.code)).toContain('ACH');
    expect(usMethods.some((m: any) => m.padDebit)).toBe(false);
    const caMethods = (await portal.graphql(METHODS, { token: ca.requestToken, host: CA })).body.data!.paymentMethods;
    expect(caMethods.map((m: any) => m.code)).not.toContain('ACH');
    expect(caMethods.find((m: any) => m.code === 'PAD')).toMatchObject({ padDebit: true, description: expect.stringContaining('PAD') });
    expect(caMethods.every((m: any) => !/\bACH\b/.test(`${m.type} ${m.description}`))).toBe(true);
  });

  it('refuses a PAD without the account, or with a bad transit number, and places nothing', async () => {
    await fillCart();
    const before = await orderCount();
    const missing = await checkout(await input());
    expect(missing).toMatchObject({ message: { status: false }, code: 'I001' });
    expect(missing.userErrors.map((e: any) => e.field).sort()).toEqual([
      'padDebit.accountNumber',
      'padDebit.institutionNumber',
      'padDebit.transitNumber',
    ]);

    for (const transitNumber of ['1234', '123456', '12a45']) {
      const bad = await checkout(await input({ institutionNumber: '001', transitNumber, accountNumber: '1234567' }));
      expect(bad, transitNumber).toMatchObject({
        message: { status: false },
        code: 'I001',
        userErrors: [
          {
            field: 'padDebit.transitNumber',
            message: 'Enter the 5-digit transit number',
            messageKey: 'checkout:errors.pad_transit_invalid',
          },
        ],
      });
    }
    const shortAccount = await checkout(await input({ institutionNumber: '01', transitNumber: '12345', accountNumber: '123456' }));
    expect(shortAccount.userErrors.map((e: any) => e.messageKey).sort()).toEqual([
      'checkout:errors.pad_account_invalid',
      'checkout:errors.pad_institution_invalid',
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('places the order with a valid Canadian account', async () => {
    await fillCart();
    const placed = await checkout(await input({ institutionNumber: '001', transitNumber: '12345', accountNumber: '1234567' }));
    expect(placed.userErrors).toEqual([]);
    expect(placed.message.status).toBe(true);
    expect(placed.orders.length).toBeGreaterThan(0);
  });
});
