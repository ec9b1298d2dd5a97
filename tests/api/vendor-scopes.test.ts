import { describe, expect, it } from 'vitest';
import { roles } from '../../api/db/seed/access.ts';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { hasScopes } from '../../src/rules/scopes.ts';
import { codes, startPortal } from './harness.ts';
import { openToSignedIn, scopeTable } from './scope-table.ts';

/**
 * The customer-vendor role holds only what its pages need (third-party pages, profile, feedback, the credit widget):
 * it orders from vendors, so the dealer's cart and checkout, invoice payment and restock notices are refused to it.
 */

const portal = await startPortal();
const { db } = portal;
const vendor = (await portal.tokens('vendor')).requestToken;
const vendorCustomer = await portal.customerOf('vendor');
const vendorScopes = roles.find((r) => r.name === 'customer-vendor')!.scopes;

// Every mutation the vendor may call, and why; any other the role's scopes reach fails the first test.
const vendorMutations: Record<string, string> = {
  'Mutation.updateProfileUser': 'its own profile',
  'Mutation.sendCustomerFeedback': 'consumer voice',
  // Its third-party pages (tests/api/third-party.test.ts): ordering from vendors, and for a vendor's own login the
  // order lines and articles of that vendor.
  'Mutation.checkoutThirdParty': 'ordering from third-party vendors',
  'Mutation.updateStatusOrderItemThirdParty': "a vendor's order lines",
  'Mutation.uploadStockThirdParties': "a vendor's articles",
  'Mutation.uploadProductThirdParties': "a vendor's articles",
  'Mutation.updateProductAttributes': "a vendor's articles",
  'Mutation.deleteProducts': "a vendor's articles",
};

const count = async (table: 'cartLines' | 'orders' | 'paymentRequests' | 'restockSubscriptions') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the customer-vendor role', () => {
  it('reaches no mutation of the scope table but its profile and feedback', () => {
    const reached = Object.entries(scopeTable)
      .filter(([op, rule]) => op.startsWith('Mutation.') && hasScopes(vendorScopes, rule.requires))
      .map(([op]) => op);
    expect(reached.sort()).toEqual(Object.keys(vendorMutations).sort());
    // None of the dealer's trading mutations is open to every signed-in user either.
    for (const op of ['Mutation.checkout', 'Mutation.createInvoicePaymentRequest', 'Mutation.subscribeRestock'])
      expect(openToSignedIn[op]).toBeUndefined();
  });

  it('is refused the cart and checkout, invoice payment and restock notices, and nothing is written', async () => {
    const article = await db
      .selectFrom('articles')
      .select(['articleCode', 'uom'])
      .where('sorg', '=', '1000')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const company = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { id: invoiceId } = await db
      .insertInto('invoices')
      .values({
        invoiceNo: 'TVENDOR0001',
        sorg: '1000',
        companyId: company.id,
        customerId: vendorCustomer.id,
        orderId: null,
        deliveryId: null,
        doNo: null,
        payerCode: vendorCustomer.codeIsr ?? vendorCustomer.codeR3,
        payerName: vendorCustomer.name,
        invoiceDate: now.slice(0, 10),
        dueDate: now.slice(0, 10),
        fiscalYear: 2026,
        terms: 'NT30',
        status: 'open',
        currency: 'IDR',
        linesTotal: 500_000,
        tax: 0,
        grandTotal: 500_000,
        paidAmount: 0,
        accountingNo: '14990',
        assignment: null,
        expeditionName: null,
        expeditionTracking: null,
        notes: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await db
      .selectFrom('paymentMethods')
      .select('id')
      .where('sorg', '=', '1000')
      .where('forInvoices', '=', 1)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await Promise.all((['cartLines', 'orders', 'paymentRequests', 'restockSubscriptions'] as const).map(count));

    const calls: [string, string, Record<string, unknown>][] = [
      [
        'updateProductsInCart',
        `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } } }`,
        { products: [{ custCode: vendorCustomer.codeR3, articleCode: article.articleCode, sorg: '1000', uom: article.uom, qty: 1 }] },
      ],
      [
        'checkout',
        `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status } } }`,
        { input: { idempotencyKey: 'vendor-checkout', shipTo: 'NONE', shipment: 'NONE', payment: 'NONE' } },
      ],
      [
        'createInvoicePaymentRequest',
        `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) { message { status } } }`,
        {
          input: {
            invoiceIds: [invoiceId],
            amount: 500_000,
            currency: 'IDR',
            payerCode: vendorCustomer.codeIsr ?? vendorCustomer.codeR3,
            merchant: '1000-B',
            paymentMethodId: method.id,
            isPartialPayment: false,
            idempotencyKey: 'vendor-pay',
          },
        },
      ],
      [
        'subscribeRestock',
        `mutation($articleCode: String!, $sorg: String!) { subscribeRestock(articleCode: $articleCode, sorg: $sorg) { message { status } } }`,
        { articleCode: article.articleCode, sorg: '1000' },
      ],
    ];
    for (const [name, query, variables] of calls) {
      const { body } = await portal.graphql(query, { token: vendor, variables });
      expect(codes(body), name).toContain(ErrorCode.forbidden);
      expect(body.data?.[name] ?? null, name).toBeNull();
    }
    expect(await Promise.all((['cartLines', 'orders', 'paymentRequests', 'restockSubscriptions'] as const).map(count))).toEqual(before);
    expect((await db.selectFrom('invoices').select('status').where('id', '=', invoiceId).executeTakeFirstOrThrow()).status).toBe('open');
  });

  it('still keeps its profile', async () => {
    const { body } = await portal.graphql(`query { me { username scopes } }`, { token: vendor });
    expect(body.data?.me.scopes).toEqual(expect.arrayContaining(['profile.update', 'page.3rdpartyorder']));
    expect(body.data?.me.scopes).not.toContain('cart.display-order-qty');
  });
});
