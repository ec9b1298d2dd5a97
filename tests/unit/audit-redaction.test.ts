import { describe, expect, it } from 'vitest';
import { inputSummary, isSecretKey, looksSecret, REDACTED, redact } from '../../api/audit/redact.ts';
import { targetOf, typeFromName } from '../../api/audit/targets.ts';
import { resultOf } from '../../api/audit/record.ts';

describe('audit redaction', () => {
  it('replaces passwords, tokens, secrets, card and account numbers, security codes and signatures', () => {
    const input = {
      username: 'dealer',
      password: 'Secret123',
      currentPassword: 'Old12345a',
      newPassword: 'New12345a',
      refreshToken: 'abc.def',
      gatewayToken: 'tok_x',
      clientSecret: 's',
      signature: 'sha256=00',
      paymentInformation: {
        creditCardNumber: '4242424242424242',
        securityCode: '123',
        cvv: '999',
        accountNumber: '000123456789',
        routingNumber: '011000015',
        creditCardType: 'Visa',
        expiredMonth: 12,
      },
    };
    const out = redact(input) as Record<string, any>;
    for (const key of ['password', 'currentPassword', 'newPassword', 'refreshToken', 'gatewayToken', 'clientSecret', 'signature']) {
      expect(out[key]).toBe(REDACTED);
    }
    expect(out.paymentInformation).toEqual({
      creditCardNumber: REDACTED,
      securityCode: REDACTED,
      cvv: REDACTED,
      accountNumber: REDACTED,
      routingNumber: REDACTED,
      creditCardType: 'Visa',
      expiredMonth: 12,
    });
    expect(out.username).toBe('dealer');
  });

  it('keeps harmless keys that merely contain the letters of a secret word', () => {
    expect(
      ['passenger', 'compass', 'shipping', 'footprint', 'idempotencyKey', 'orderNumber', 'invoiceNos', 'phone'].filter(isSecretKey),
    ).toEqual([]);
  });

  it('redacts card numbers and signed tokens under any key, but not other numbers', () => {
    expect(looksSecret('4242 4242 4242 4242')).toBe(true);
    expect(looksSecret('4000-0000-0000-0002')).toBe(true);
    expect(looksSecret('4242424242424241')).toBe(false); // fails the Luhn check
    expect(looksSecret('B2B-1000-000123')).toBe(false);
    expect(looksSecret('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl')).toBe(true);
    expect(redact({ notes: '4242424242424242', poNumber: 'PO-42' })).toEqual({ notes: REDACTED, poNumber: 'PO-42' });
  });

  it('cuts long strings and lists, stops at depth, and summarises uploads', () => {
    const out = redact({ notes: 'x'.repeat(500), ids: Array.from({ length: 60 }, (_, i) => i) }) as Record<string, any>;
    expect(out.notes).toMatch(/^x{200}… \(500 characters\)$/);
    expect(out.ids).toHaveLength(51);
    expect(out.ids.at(-1)).toBe('… 10 more');
    expect(redact({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({ a: { b: { c: { d: { e: '[…]' } } } } });
    expect(redact({ file: new File([new Uint8Array(10)], 'receipt.pdf', { type: 'application/pdf' }) })).toEqual({
      file: { file: 'receipt.pdf', type: 'application/pdf', size: 10 },
    });
  });

  it('leaves null and empty secrets visible as empty, and writes JSON', () => {
    expect(redact({ password: null, token: '' })).toEqual({ password: null, token: '' });
    expect(JSON.parse(inputSummary({ password: 'x', qty: 2 }))).toEqual({ password: REDACTED, qty: 2 });
    expect(inputSummary(undefined)).toBe('{}');
  });
});

describe('audit targets and results', () => {
  it('derives the target type from the operation name and ids from the usual argument names', () => {
    expect(typeFromName('approveClaim')).toBe('claim');
    expect(typeFromName('updateProductsInCart')).toBe('products-in-cart');
    expect(targetOf('voidPayment', { orderNumber: 'B2B-1000-1' }, null)).toEqual({ type: 'order-payment', ids: ['B2B-1000-1'] });
    expect(targetOf('deleteBanner', { id: 7 }, null)).toEqual({ type: 'banner', ids: ['7'] });
    expect(
      targetOf('updateProductsInCart', { products: [{ articleCode: 'A' }, { articleCode: 'B' }, { articleCode: 'A' }] }, null),
    ).toEqual({ type: 'cart', ids: ['A', 'B'] });
    expect(targetOf('createInvoicePaymentRequest', { input: { invoiceIds: [3, 4] } }, null)).toEqual({ type: 'invoice', ids: ['3', '4'] });
    expect(targetOf('checkout', { input: {} }, { orders: [{ orderNo: 'B2B-1' }, { orderNo: 'B2B-2' }] })).toEqual({
      type: 'order',
      ids: ['B2B-1', 'B2B-2'],
    });
  });

  it("reads a mutation's answer as ok or its error code", () => {
    expect(resultOf({ message: { status: true }, userErrors: [] })).toBe('ok');
    expect(resultOf({ requestToken: 'x' })).toBe('ok');
    expect(resultOf({ message: { status: false }, userErrors: [], code: 'C001' })).toBe('C001');
    expect(resultOf({ message: { status: false }, userErrors: [{ field: 'name' }] })).toBe('I001');
    expect(resultOf({ message: { status: true }, userErrors: [{ field: 'name' }] })).toBe('I001');
    expect(resultOf({ message: { status: false }, userErrors: [] })).toBe('REFUSED');
  });
});
