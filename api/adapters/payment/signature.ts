import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a gateway signs its webhook with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-payment-signature';

/**
 * The key the gateway and the portal share for webhook signatures: PAYMENT_WEBHOOK_SECRET (a real gateway's
 * signing secret), else one derived from the token key, so every API node of one portal agrees without setup.
 */
export function webhookSecret(tokenSecret: string, vars: NodeJS.ProcessEnv = process.env): string {
  return vars.PAYMENT_WEBHOOK_SECRET || createHmac('sha256', tokenSecret).update('payment-webhook-secret').digest('base64url');
}

export const signBody = (secret: string, rawBody: string) => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** Compares in constant time, so an attacker learns nothing from how long a wrong signature takes. */
export function signatureValid(secret: string, rawBody: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
