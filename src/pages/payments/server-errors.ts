import type { NamePath } from 'antd/es/form/interface';
import type { i18n as I18n, TFunction } from 'i18next';
import type { InvoicePaymentResult } from '../../graphql/payments.ts';

/** Fields of the form that carry the input's names; paymentInformation.<field> lands on the card or account field. */
const FORM_FIELDS = new Set(['paymentMethodId', 'savedPaymentId', 'amount']);

export interface ShownRefusal {
  fields: { name: NamePath; errors: string[] }[];
  /** The alert over the form: a headline, and the details that belong to no field. */
  alert: { title: string; details: string[] } | null;
}

/**
 * Splits a refused payment into field errors and an alert, each in the dealer's language: the messageKey with its
 * values when this locale has it, else the server's English message.
 */
export function shownRefusal(result: InvoicePaymentResult, t: TFunction, i18n: I18n): ShownRefusal {
  const say = (key: string | null | undefined, fallback: string, params: Record<string, string> = {}) =>
    key && i18n.exists(key) ? t(key, params) : fallback;
  const fields: ShownRefusal['fields'] = [];
  const details: string[] = [];
  for (const e of result.userErrors) {
    const text = say(e.messageKey, e.message, Object.fromEntries(e.params.map((p) => [p.name, p.value])));
    if (e.field.startsWith('paymentInformation.'))
      fields.push({ name: ['paymentInformation', e.field.slice('paymentInformation.'.length)], errors: [text] });
    else if (FORM_FIELDS.has(e.field)) fields.push({ name: e.field, errors: [text] });
    else details.push(text);
  }
  // A refusal without a field still says which of the spec's messages it is, in English: find its key.
  const english = (i18n.getResource('en-us', 'payments', 'errors') ?? {}) as Record<string, string>;
  const description = result.message.description;
  const found = Object.entries(english).find(([, v]) => v === description)?.[0];
  const headline = say(found ? `payments:errors.${found}` : result.userErrors[0]?.messageKey, description ?? t('payments:errors.failed'));
  const onlyFields = fields.length > 0 && details.length === 0;
  const title = details[0] ?? (onlyFields ? null : headline);
  return { fields, alert: title ? { title, details: details.slice(1) } : null };
}
