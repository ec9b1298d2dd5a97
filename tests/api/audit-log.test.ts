import {
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../api/adapters/payment/sandbox.ts';
import { purgeAuditLog, retentionDays } from '../../api/audit/retention.ts';
import { gatewayNamed } from '../../api/payments/gateway.ts';
import { schema } from '../../api/graphql/schema.ts';
import { codes, PASSWORD, startPortal } from './harness.ts';
import { refuseInserts } from './refuse-writes.ts';

const portal = await startPortal();
const { db } = portal;
type Json = Record<string, any>;

const dealerLogin = await portal.tokens('dealer');
const dealer = dealerLogin.requestToken;
const sales = (await portal.tokens('sales')).requestToken;
const admin = (await portal.tokens('admin')).requestToken;
const support = (await portal.tokens('support')).requestToken;
const dealerUs = (await portal.tokens('dealer-us')).requestToken;
const customer = await portal.customerOf('dealer');
const customerUs = await portal.customerOf('dealer-us');
const userId = async (username: string) =>
  (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

const rows = (operation: string) => db.selectFrom('auditLog').selectAll().where('operation', '=', operation).orderBy('id').execute();
const lastRow = async (operation: string) => (await rows(operation)).at(-1)!;
const count = async () =>
  Number(
    (
      await db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const mutate = async (query: string, variables: Json, token: string, host?: string) => {
  const { body } = await portal.graphql(query, { token, variables, host });
  if (!body.data) throw new Error(JSON.stringify(body));
  return Object.values(body.data)[0] as Json;
};

const CART = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status } userErrors { field } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } code orders { orderNo } } }`;
const PROFILE = `mutation($input: UpdateProfileUserInput!) { updateProfileUser(input: $input) { message { status } userErrors { field } } }`;
const PAY = `mutation($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequest(input: $input) {
  message { status description } code paymentRequest { externalId } } }`;
const APPROVE = `mutation($n: String!) { approvePayment(orderNumber: $n) { message { status } code } }`;
const LOG = `query($page: Int, $limit: Int, $actor: String, $customer: String, $operation: String, $target: String, $targetId: String,
  $result: String, $from: String, $to: String) {
  auditLog(page: $page, limit: $limit, actor: $actor, customer: $customer, operation: $operation, target: $target, targetId: $targetId,
    result: $result, from: $from, to: $to) {
    rows { id at actorUserId actorUsername customer { id code } host operation targetType targetIds input result }
    info { page limit count pageTotal } } }`;

const orderable = () =>
  db
    .selectFrom('articles as a')
    .innerJoin('stock as s', 's.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom'])
    .where('a.sorg', '=', '1000')
    .where('s.available', '>=', 50)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('articleAnalysis as aa')
            .select('aa.articleId')
            .whereRef('aa.articleId', '=', 'a.id')
            .where((e) => e.or([e('aa.allowToOrder', '=', 0), e('aa.orderBlocked', '=', 1), e('aa.hasPrice', '=', 0)])),
        ),
      ),
    )
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
const cartLines = async () =>
  Number(
    (
      await db
        .selectFrom('cartLines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', customer.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

let keys = 0;
async function placeOrder(payment = 'BANK') {
  const article = await orderable();
  await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
  const added = await mutate(
    CART,
    { products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 2, uom: article.uom }] },
    dealer,
  );
  expect(added.message.status).toBe(true);
  const shipTo = (
    await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
  ).code;
  const answer = await mutate(
    CHECKOUT,
    { input: { idempotencyKey: `audit-${++keys}-${Date.now()}`, shipTo, shipment: 'REG', payment } },
    dealer,
  );
  expect(answer.message.status).toBe(true);
  return { orderNo: answer.orders[0].orderNo as string, article };
}

const NEW_PASSWORD = 'Audit2Secret9x';
const CARD_NUMBER = '4242424242424242';

describe('audit rows', () => {
  it('a sign-in writes an ok row, a wrong password a U001 row, neither with the password', async () => {
    const before = (await rows('login')).length;
    const ok = await portal.login('dealer2');
    expect(ok.status).toBe(200);
    const bad = await portal.login('dealer2', 'Not-the-password-1');
    expect(bad.status).toBe(401);
    const written = (await rows('login')).slice(before);
    expect(written.map((r) => r.result)).toEqual(['ok', 'U001']);
    const dealer2 = await portal.customerOf('dealer2');
    expect(written[0]).toMatchObject({
      actorUserId: await userId('dealer2'),
      actorUsername: 'dealer2',
      customerId: dealer2.id,
      host: 'localhost',
      targetType: 'session',
    });
    expect(JSON.parse(written[0]!.input)).toEqual({ username: 'dealer2' });
    expect(JSON.stringify(written)).not.toContain('Not-the-password-1');
  });

  it('a cart change writes one row with actor, customer, host, target and result', async () => {
    const article = await orderable();
    const before = await count();
    const answer = await mutate(
      CART,
      { products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom }] },
      dealer,
      'localhost',
    );
    expect(answer.message.status).toBe(true);
    expect(await count()).toBe(before + 1);
    const row = await lastRow('updateProductsInCart');
    expect(row).toMatchObject({
      actorUserId: await userId('dealer'),
      actorUsername: 'dealer',
      customerId: customer.id,
      host: 'localhost',
      targetType: 'cart',
      result: 'ok',
    });
    expect(JSON.parse(row.targetIds)).toEqual([article.articleCode]);
    expect(JSON.parse(row.input).products[0]).toMatchObject({ articleCode: article.articleCode, qty: 1 });
  });

  it('a checkout names the orders it placed; a refused checkout writes its code', async () => {
    const { orderNo } = await placeOrder('TERM');
    const row = await lastRow('checkout');
    expect(row).toMatchObject({ result: 'ok', targetType: 'order', customerId: customer.id });
    expect(JSON.parse(row.targetIds)).toEqual([orderNo]);

    const shipTo = (await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).executeTakeFirstOrThrow()).code;
    const empty = await mutate(
      CHECKOUT,
      { input: { idempotencyKey: `audit-empty-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM' } },
      dealer,
    );
    expect(empty.message.status).toBe(false);
    expect(await lastRow('checkout')).toMatchObject({ result: empty.code, actorUsername: 'dealer' });
  });

  it('a profile change with a new password writes a row with the passwords redacted; invalid input writes I001', async () => {
    const { requestToken } = await portal.tokens('vendor');
    const input = {
      name: 'Vendor Audit',
      email: 'vendor-audit@example.org',
      language: 'en-us',
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    };
    expect((await mutate(PROFILE, { input }, requestToken)).message.status).toBe(true);
    const row = await lastRow('updateProfileUser');
    expect(row).toMatchObject({ result: 'ok', actorUsername: 'vendor', targetType: 'profile' });
    expect(JSON.parse(row.input).input).toMatchObject({ name: 'Vendor Audit', currentPassword: '[redacted]', newPassword: '[redacted]' });

    const invalid = await mutate(
      PROFILE,
      { input: { ...input, email: 'not-an-email', currentPassword: null, newPassword: null } },
      requestToken,
    );
    expect(invalid.userErrors.length).toBeGreaterThan(0);
    expect(await lastRow('updateProfileUser')).toMatchObject({ result: 'I001' });
  });

  it('a card payment request writes a row without the card number or security code', async () => {
    await db
      .updateTable('invoices')
      .set({ status: 'paid' })
      .where('customerId', '=', customerUs.id)
      .where('status', '!=', 'paid')
      .execute();
    const { id: companyId } = await db.selectFrom('companies').select('id').where('code', '=', '3000-B').executeTakeFirstOrThrow();
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const payer = customerUs.codeIsr ?? customerUs.codeR3;
    const { id } = await db
      .insertInto('invoices')
      .values({
        invoiceNo: 'AUDIT3000001',
        sorg: '3000',
        companyId,
        customerId: customerUs.id,
        orderId: null,
        deliveryId: null,
        doNo: null,
        payerCode: payer,
        payerName: customerUs.name,
        invoiceDate: day(-40),
        dueDate: day(-10),
        fiscalYear: 2026,
        terms: 'NT30',
        status: 'open',
        currency: 'USD',
        linesTotal: 12_300,
        tax: 0,
        grandTotal: 12_300,
        paidAmount: 0,
        accountingNo: '1499',
        assignment: null,
        expeditionName: null,
        expeditionTracking: null,
        notes: null,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = (
      await db.selectFrom('paymentMethods').select('id').where('sorg', '=', '3000').where('code', '=', 'CARD').executeTakeFirstOrThrow()
    ).id;
    const answer = await mutate(
      PAY,
      {
        input: {
          invoiceIds: [id],
          amount: 12_300,
          currency: 'USD',
          payerCode: payer,
          merchant: '3000-B',
          paymentMethodId: card,
          isPartialPayment: false,
          idempotencyKey: `audit-pay-${Date.now()}`,
          paymentInformation: {
            creditCardNumber: CARD_NUMBER.replace(/(\d{4})/g, '$1 ').trim(),
            creditCardType: 'Visa',
            expiredMonth: 12,
            expiredYear: new Date().getFullYear() + 2,
            securityCode: '987',
            shouldSavePayment: true,
          },
        },
      },
      dealerUs,
      'us.localhost',
    );
    expect(answer.message.status).toBe(true);
    const row = await lastRow('createInvoicePaymentRequest');
    expect(row).toMatchObject({
      result: 'ok',
      host: 'us.localhost',
      customerId: customerUs.id,
      targetType: 'invoice',
      actorUsername: 'dealer-us',
    });
    expect(JSON.parse(row.targetIds)).toEqual([String(id)]);
    const info = JSON.parse(row.input).input.paymentInformation;
    expect(info).toMatchObject({ creditCardNumber: '[redacted]', securityCode: '[redacted]', creditCardType: 'Visa' });
    // The gateway's outcome arrives on the webhook, after the commit, and changes the request: one more row.
    await (gatewayNamed(db, portal.env.tokenSecret, 'sandbox') as SandboxGateway).idle();
    const paid = await lastRow('paymentWebhook');
    expect(paid).toMatchObject({ actorUserId: null, customerId: customerUs.id, targetType: 'payment-request', result: 'ok' });
    expect(JSON.parse(paid.targetIds)).toEqual([answer.paymentRequest.externalId]);
    expect((await db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('paid');
  });

  it("staff approving an order's payment writes a row naming the order", async () => {
    const { orderNo } = await placeOrder('BANK');
    const answer = await mutate(APPROVE, { n: orderNo }, admin);
    expect(answer.message.status).toBe(true);
    const row = await lastRow('approvePayment');
    expect(row).toMatchObject({ result: 'ok', actorUsername: 'admin', targetType: 'order-payment' });
    expect(JSON.parse(row.targetIds)).toEqual([orderNo]);
  });

  it('signing out revokes the session and writes a row', async () => {
    const session = await portal.tokens('dealer2');
    const res = await portal.request('/logout', { method: 'POST', token: session.requestToken });
    expect(res.status).toBe(200);
    expect(await lastRow('logout')).toMatchObject({ result: 'ok', actorUsername: 'dealer2', targetType: 'session' });
    const refresh = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('a spent refresh token coming back revokes the session and writes a row', async () => {
    const session = await portal.tokens('dealer2');
    const first = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    const before = (await rows('revokeSession')).length;
    const again = await portal.request('/refresh-token', { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(again.status).toBe(401);
    const written = (await rows('revokeSession')).slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actorUsername: 'dealer2', result: 'ok' });
  });

  it('when the audit row cannot be written the change rolls back, and the failure gets its row afterwards', async () => {
    const article = await orderable();
    await db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
    const allow = await refuseInserts(db, {
      name: 'audit_refuses_cart',
      table: 'audit_log',
      when: "new.operation = 'updateProductsInCart' and new.result = 'ok'",
      message: 'audit refused',
    });
    try {
      const { body } = await portal.graphql(CART, {
        token: dealer,
        variables: { products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 3, uom: article.uom }] },
      });
      expect(body.errors?.length).toBeGreaterThan(0);
      expect(await cartLines()).toBe(0);
      expect(await lastRow('updateProductsInCart')).toMatchObject({ result: 'INT', actorUsername: 'dealer' });
    } finally {
      await allow();
    }
  });

  it('keeps no password, token or card number anywhere in the table', async () => {
    const everything = JSON.stringify(await db.selectFrom('auditLog').selectAll().execute());
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      CARD_NUMBER,
      '4242 4242 4242 4242',
      dealerLogin.requestToken,
      dealerLogin.refreshToken,
      dealerLogin.refreshToken.split('.')[1]!,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/securityCode\\?":\\?"987/);
    expect(everything).toContain('[redacted]');
  });
});

describe('reading the audit log', () => {
  it('is refused without page.audit (dealer, salesman) and answered for support and admin', async () => {
    for (const token of [dealer, sales]) {
      const { body } = await portal.graphql(LOG, { token });
      expect(codes(body)).toEqual(['U002']);
    }
    for (const token of [support, admin]) {
      const { body } = await portal.graphql(LOG, { token, variables: { limit: 10 } });
      expect(body.data!.auditLog.info.count).toBeGreaterThan(0);
    }
  });

  it('filters by actor, customer, operation, target, result and date, and pages newest first', async () => {
    const ask = async (variables: Json) => {
      const { body } = await portal.graphql(LOG, { token: support, variables });
      if (!body.data) throw new Error(JSON.stringify(body));
      return body.data.auditLog as { rows: Json[]; info: Json };
    };
    const all = await ask({ limit: 100 });
    const ats = all.rows.map((r) => r.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const byActor = await ask({ actor: 'dealer', limit: 100 });
    expect(byActor.rows.length).toBeGreaterThan(0);
    expect(byActor.rows.every((r) => r.actorUsername === 'dealer')).toBe(true);
    expect((await ask({ actor: String(await userId('dealer')), limit: 100 })).info.count).toBe(byActor.info.count);

    const byCustomer = await ask({ customer: customer.codeR3, limit: 100 });
    expect(byCustomer.rows.every((r) => r.customer?.code === customer.codeR3)).toBe(true);
    expect(byCustomer.info.count).toBeGreaterThan(0);

    const checkouts = await ask({ operation: 'checkout', result: 'ok' });
    expect(checkouts.rows.every((r) => r.operation === 'checkout' && r.result === 'ok')).toBe(true);
    const orderNo = checkouts.rows[0]!.targetIds[0];
    const byTargetId = await ask({ target: 'order', targetId: orderNo });
    expect(byTargetId.rows.map((r) => r.targetIds)).toEqual([[orderNo]]);

    const failures = await ask({ result: 'error', limit: 100 });
    expect(failures.rows.length).toBeGreaterThan(0);
    expect(failures.rows.every((r) => r.result !== 'ok')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await ask({ from: today, to: today, limit: 100 })).info.count).toBe(all.info.count);
    expect((await ask({ to: '2000-01-01' })).info.count).toBe(0);

    const page1 = await ask({ limit: 10, page: 1 });
    const page2 = await ask({ limit: 10, page: 2 });
    expect(page1.info).toMatchObject({ page: 1, limit: 10, count: all.info.count, pageTotal: Math.ceil(all.info.count / 10) });
    expect(page2.rows[0]!.id).toBe(all.rows[10]!.id);

    const { body } = await portal.graphql(`query($id: Int!) { auditEntry(id: $id) { id operation input } }`, {
      token: support,
      variables: { id: page1.rows[0]!.id },
    });
    expect(body.data!.auditEntry).toMatchObject({ id: page1.rows[0]!.id, operation: page1.rows[0]!.operation });
    const options = await portal.graphql('{ auditFilterOptions { operations targetTypes results } }', { token: support });
    expect(options.body.data!.auditFilterOptions.operations).toEqual(
      expect.arrayContaining(['checkout', 'login', 'logout', 'approvePayment']),
    );
    expect(options.body.data!.auditFilterOptions.targetTypes).toEqual(expect.arrayContaining(['order', 'cart', 'session']));
    expect(options.body.data!.auditFilterOptions.results).toEqual(expect.arrayContaining(['ok', 'U001', 'I001']));
  });
});

/** The smallest value GraphQL accepts for a required input: lists empty, input objects with their required fields. */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimal(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, minimal(f.type)]),
    );
  }
  if (isScalarType(type)) {
    return ({ Int: 1, Float: 1, Boolean: false, DateTime: new Date().toISOString() } as Record<string, unknown>)[type.name] ?? 'x';
  }
  return null;
}

describe('support staff are read-only', () => {
  it('every mutation is refused (FORBIDDEN) for the support user, except switching the customer and asking for a report', async () => {
    // Asking for a download-area report reads (tests/api/download-area.test.ts proves support's request).
    const fields = Object.values(schema.getMutationType()!.getFields()).filter(
      (f) => !['changeCustomer', 'requestDownloadArea'].includes(f.name),
    );
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) {
      const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
      const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) ? '{ __typename }' : '';
      const query = `mutation${declared ? `(${declared})` : ''} { ${field.name}${args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''} ${selection} }`;
      const files = args.filter((a) => getNamedType(a.type).name === 'File');
      const variables = Object.fromEntries(args.map((a) => [a.name, files.includes(a) ? null : minimal(a.type)]));
      let body: { errors?: { extensions?: Json }[] };
      if (files.length) {
        const form = new FormData();
        form.set('operations', JSON.stringify({ query, variables }));
        form.set('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [`variables.${f.name}`]]))));
        files.forEach((_f, i) => form.set(String(i), new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'x.pdf')));
        body = (await (await portal.request('/graphql', { method: 'POST', body: form, token: support })).json()) as typeof body;
      } else {
        body = (await portal.graphql(query, { token: support, variables })).body;
      }
      expect([field.name, codes(body)]).toEqual([field.name, ['U002']]);
      expect(await lastRow(field.name)).toMatchObject({ actorUsername: 'support', result: 'U002' });
    }
  });

  it('support switches to any customer and reads its orders, invoices and payments, but changes nothing there', async () => {
    const CHANGE = `mutation($r3: String!, $isr: String) { changeCustomer(r3: $r3, isr: $isr) { requestToken } }`;
    const switched = await mutate(CHANGE, { r3: customer.codeR3, isr: customer.codeIsr }, support);
    const token = switched.requestToken as string;
    expect(await lastRow('changeCustomer')).toMatchObject({ actorUsername: 'support', result: 'ok', targetType: 'customer' });
    const READS = `{ orders { info { count } } invoices { info { count } } orderPayments(limit: 50) { payments { customer { code } } info { count } } }`;
    const asSupport = await portal.graphql(READS, { token });
    const asDealer = await portal.graphql(READS, { token: dealer });
    expect(asSupport.body.errors).toBeUndefined();
    expect(asSupport.body.data!.orders.info.count).toBeGreaterThan(0);
    expect(asSupport.body.data!.orders.info.count).toBe(asDealer.body.data!.orders.info.count);
    expect(asSupport.body.data!.invoices.info.count).toBe(asDealer.body.data!.invoices.info.count);
    // Payments are listed across every customer for support, as for admins.
    expect(asSupport.body.data!.orderPayments.info.count).toBeGreaterThanOrEqual(asDealer.body.data!.orderPayments.info.count);

    const before = await cartLines();
    const article = await orderable();
    const { body } = await portal.graphql(CART, {
      token,
      variables: { products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty: 1, uom: article.uom }] },
    });
    expect(codes(body)).toEqual(['U002']);
    expect(await cartLines()).toBe(before);
    // The REST switch works for them too, and is recorded.
    const rest = await portal.request(`/change-cust?r3=${customerUs.codeR3}`, { method: 'POST', token });
    expect(rest.status).toBe(200);
    expect(await lastRow('changeCust')).toMatchObject({ actorUsername: 'support', result: 'ok' });
  });
});

describe('retention', () => {
  it('removes rows older than the retention days and keeps the rest', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const row = (at: string, operation: string) => ({
      at,
      actorUserId: null,
      actorUsername: null,
      customerId: null,
      host: 'localhost',
      operation,
      targetType: null,
      targetIds: '[]',
      input: '{}',
      result: 'ok',
    });
    await db
      .insertInto('auditLog')
      .values([row(old, 'retentionOld'), row(recent, 'retentionRecent')])
      .execute();
    const removed = await purgeAuditLog(db, 365);
    expect(removed).toBe(1);
    expect(await rows('retentionOld')).toHaveLength(0);
    expect(await rows('retentionRecent')).toHaveLength(1);
    expect(await purgeAuditLog(db, 5)).toBeGreaterThanOrEqual(1);
    expect(await rows('retentionRecent')).toHaveLength(0);
  });

  it('reads AUDIT_RETENTION_DAYS, 365 by default', () => {
    expect(retentionDays({})).toBe(365);
    expect(retentionDays({ AUDIT_RETENTION_DAYS: '30' })).toBe(30);
    expect(() => retentionDays({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow();
  });
});
