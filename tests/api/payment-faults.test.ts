import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayRefusal } from '../../api/adapters/payment/index.ts';
import type { SandboxGateway } from '../../api/adapters/payment/sandbox.ts';
import { gatewayNamed } from '../../api/payments/gateway.ts';
import { paymentSweep } from '../../api/payments/timer.ts';
import { startPortal } from './harness.ts';

// The gateway failing or not answering: the payment stays pending with its invoices held, the timer sends the call
// again, and the money is booked once.
const portal = await startPortal();
const { db, env } = portal;
const sandbox = gatewayNamed(db, env.tokenSecret, 'sandbox') as SandboxGateway;
const dealer = (await portal.tokens('dealer')).requestToken;
const dealerUs = (await portal.tokens('dealer-us')).requestToken;
type Json = Record<string, any>;

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.PAYMENT_GATEWAY_TIMEOUT_SECONDS;
});
afterAll(() => sandbox.idle());

let seq = 0;
async function openInvoice(username: string, sorg: string, total: number) {
  const customer = await portal.customerOf(username);
  const { id: companyId } = await db.selectFrom('companies').select('id').where('code', '=', `${sorg}-B`).executeTakeFirstOrThrow();
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const payerCode = customer.codeIsr ?? customer.codeR3;
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo: `FAULT${sorg}${++seq}`,
      sorg,
      companyId,
      customerId: customer.id,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode,
      payerName: customer.name,
      invoiceDate: day(-40),
      dueDate: day(-10),
      fiscalYear: 2026,
      terms: 'NT30',
      status: 'open',
      currency: sorg === '1000' ? 'IDR' : 'USD',
      linesTotal: total,
      tax: 0,
      grandTotal: total,
      paidAmount: 0,
      accountingNo: `19${seq}`,
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, total, payerCode, company: `${sorg}-B`, currency: sorg === '1000' ? 'IDR' : 'USD' };
}
const methodId = async (sorg: string, code: string) =>
  (await db.selectFrom('paymentMethods').select('id').where('sorg', '=', sorg).where('code', '=', code).executeTakeFirstOrThrow()).id;
const invoice = (id: number) => db.selectFrom('invoices').select(['status', 'paidAmount']).where('id', '=', id).executeTakeFirstOrThrow();

const CREATE = `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) {
  message { status description } code paymentRequest { externalId virtualAccountNo waitingForBank paymentStatus { id } } } }`;
async function pay(inv: Awaited<ReturnType<typeof openInvoice>>, method: number, token: string, host?: string, extra: Json = {}) {
  const input = {
    invoiceIds: [inv.id],
    amount: inv.total,
    currency: inv.currency,
    payerCode: inv.payerCode,
    merchant: inv.company,
    paymentMethodId: method,
    isPartialPayment: false,
    idempotencyKey: `fault-${++seq}-${Date.now()}`,
    ...extra,
  };
  const { body } = await portal.graphql(CREATE, { token, host, variables: { input } });
  return body.data!.createInvoicePaymentRequest as Json;
}
const card = {
  paymentInformation: {
    creditCardNumber: '4242 4242 4242 4242',
    creditCardType: 'Visa',
    expiredMonth: 12,
    expiredYear: new Date().getFullYear() + 2,
    securityCode: '987',
  },
};
const payByCard = async (total: number) => {
  const inv = await openInvoice('dealer-us', '3000', total);
  return { inv, answer: await pay(inv, await methodId('3000', 'CARD'), dealerUs, 'us.localhost', card) };
};
const sweep = async () => {
  await paymentSweep(db, env.tokenSecret);
  await sandbox.idle();
};

describe('a card charge the gateway does not answer', () => {
  it('stays pending with its invoice held, and the timer charges it once', async () => {
    vi.spyOn(sandbox, 'charge').mockRejectedValueOnce(new Error('socket hang up'));
    const { inv, answer } = await payByCard(45_000);
    expect(answer.message.status, JSON.stringify(answer)).toBe(true);
    expect(answer.paymentRequest).toMatchObject({ waitingForBank: true, paymentStatus: { id: 'pending' } });
    expect(await invoice(inv.id)).toMatchObject({ status: 'pending_payment', paidAmount: 0 });

    await sweep();
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paidAmount: 45_000 });
    const row = await db
      .selectFrom('paymentRequests')
      .select(['status', 'gatewayWaiting', 'gatewayToken', 'gatewayAttempts'])
      .where('externalId', '=', answer.paymentRequest.externalId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', gatewayWaiting: 0, gatewayToken: null, gatewayAttempts: 2 });
  });

  it('taken by the gateway but its answer lost: charged again under the same id, paid once', async () => {
    const original = sandbox.charge.bind(sandbox);
    vi.spyOn(sandbox, 'charge').mockImplementationOnce(async (request) => {
      await original(request);
      throw new Error('read ECONNRESET');
    });
    const { inv, answer } = await payByCard(61_500);
    expect(answer.paymentRequest.waitingForBank).toBe(true);
    await sweep();
    await sweep();
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paidAmount: 61_500 });
  });

  it('refused by the gateway: the payment fails and the invoice opens again', async () => {
    vi.spyOn(sandbox, 'charge').mockRejectedValueOnce(new GatewayRefusal('token_unknown'));
    const { inv, answer } = await payByCard(12_000);
    expect(answer.message.status).toBe(false);
    expect(await invoice(inv.id)).toMatchObject({ status: 'open', paidAmount: 0 });
  });
});

describe('a virtual account the gateway does not open in time', () => {
  it('waits for the bank, then gets its number from the timer', async () => {
    vi.stubEnv('PAYMENT_GATEWAY_TIMEOUT_SECONDS', '0.2');
    vi.spyOn(sandbox, 'openVirtualAccount').mockImplementationOnce(() => new Promise(() => undefined));
    const inv = await openInvoice('dealer', '1000', 2_500_000);
    const answer = await pay(inv, await methodId('1000', 'VA_BCA'), dealer);
    expect(answer.paymentRequest).toMatchObject({ waitingForBank: true, virtualAccountNo: null, paymentStatus: { id: 'pending' } });
    expect(await invoice(inv.id)).toMatchObject({ status: 'pending_payment' });

    await sweep();
    const read = await portal.graphql('query($id: String!) { paymentRequest(externalId: $id) { virtualAccountNo waitingForBank } }', {
      token: dealer,
      variables: { id: answer.paymentRequest.externalId },
    });
    expect(read.body.data!.paymentRequest).toMatchObject({ waitingForBank: false, virtualAccountNo: expect.stringMatching(/^\d{10,}$/) });
  });
});
