import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../api/adapters/payment/sandbox.ts';
import { gatewayNamed } from '../../api/payments/gateway.ts';
import { codes, startPortal } from './harness.ts';

// Support staff (limitation audit) read across customers; the REST routes that change something refuse them too,
// except choosing the customer to read (change-cust) and their own session (sign-in, refresh, sign-out).
const portal = await startPortal();
const { db, env } = portal;
const sandbox = gatewayNamed(db, env.tokenSecret, 'sandbox') as SandboxGateway;
afterAll(() => sandbox.idle());

type Json = Record<string, any>;
const dealer = (await portal.tokens('dealer')).requestToken;
const support = (await portal.tokens('support')).requestToken;
const customer = await portal.customerOf('dealer');

/** An overdue open invoice of the dealer, made here so the test does not depend on the seed's receivables. */
async function openInvoice() {
  const { id: companyId } = await db.selectFrom('companies').select('id').where('code', '=', '1000-B').executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  return db
    .insertInto('invoices')
    .values({
      invoiceNo: `TRO${Date.now()}`,
      sorg: '1000',
      companyId,
      customerId: customer.id,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: customer.codeIsr ?? customer.codeR3,
      payerName: customer.name,
      invoiceDate: today,
      dueDate: today,
      fiscalYear: 2026,
      terms: 'NT30',
      status: 'open',
      currency: 'IDR',
      linesTotal: 750_000,
      tax: 0,
      grandTotal: 750_000,
      paidAmount: 0,
      accountingNo: '1499',
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      createdAt: new Date().toISOString(),
    })
    .returning(['id', 'payerCode'])
    .executeTakeFirstOrThrow();
}

const CREATE = `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) {
  message { status description } paymentRequest { virtualAccountNo paymentStatus { id } } } }`;
const payVirtualAccount = (no: string, token: string) => portal.request(`/api/payments/sandbox/pay/${no}`, { method: 'POST', token });
const invoiceStatus = async (id: number) =>
  (await db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('REST routes for a read-only user', () => {
  it("support may not pay a dealer's virtual account at the sandbox bank; the dealer may", async () => {
    // The oldest invoices must be paid first: the seed's own receivables are settled out of the way.
    await db.updateTable('invoices').set({ status: 'paid' }).where('customerId', '=', customer.id).where('status', '!=', 'paid').execute();
    const inv = await openInvoice();
    const { id: methodId } = await db
      .selectFrom('paymentMethods')
      .select('id')
      .where('sorg', '=', '1000')
      .where('code', '=', 'VA_MANDIRI')
      .executeTakeFirstOrThrow();
    const { body } = await portal.graphql(CREATE, {
      token: dealer,
      variables: {
        input: {
          invoiceIds: [inv.id],
          amount: 750_000,
          currency: 'IDR',
          payerCode: inv.payerCode,
          merchant: '1000-B',
          paymentMethodId: methodId,
          isPartialPayment: false,
          idempotencyKey: `read-only-${Date.now()}`,
        },
      },
    });
    const request = (body.data as Json).createInvoicePaymentRequest;
    expect(request.message).toMatchObject({ status: true });
    const va = request.paymentRequest.virtualAccountNo as string;

    const refused = await portal.request(`/api/payments/sandbox/pay/${va}`, { method: 'POST', token: support });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'U002', message: 'Your access is read-only' });
    expect(await invoiceStatus(inv.id)).toBe('pending_payment');

    expect((await payVirtualAccount(va, dealer)).status).toBe(200);
    expect(await invoiceStatus(inv.id)).toBe('paid');
  });

  it('support may still choose any customer to read (change-cust), and that choice is audited', async () => {
    const res = await portal.request(`/change-cust/${customer.id}`, { method: 'POST', token: support });
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as { requestToken: string };
    const user = await portal.request('/user', { token: tokens.requestToken });
    expect(((await user.json()) as Json).customerData.id).toBe(customer.id);
    const row = await db
      .selectFrom('auditLog')
      .selectAll()
      .where('operation', '=', 'changeCust')
      .where('actorUsername', '=', 'support')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.result).toBe('ok');
  });

  it('the invoice e-mail, which writes a message to the outbox, is refused for support acting for the dealer; the dealer may', async () => {
    const inv = await openInvoice();
    const { invoiceNo } = await db.selectFrom('invoices').select('invoiceNo').where('id', '=', inv.id).executeTakeFirstOrThrow();
    const SEND = `mutation($n: String!) { sendEmailInvoice(invoiceNumber: $n) { message { status description } } }`;
    const chosen = (await (await portal.request(`/change-cust/${customer.id}`, { method: 'POST', token: support })).json()) as {
      requestToken: string;
    };
    const refused = await portal.graphql(SEND, { token: chosen.requestToken, variables: { n: invoiceNo } });
    expect(codes(refused.body)).toEqual(['U002']);
    const sent = await portal.graphql(SEND, { token: dealer, variables: { n: invoiceNo } });
    expect((sent.body.data as Json).sendEmailInvoice.message.status).toBe(true);
  });
});
