import type { i18n as I18n, TFunction } from 'i18next';
import type { CheckoutResult } from '../../graphql/checkout.ts';

/** Form fields carry the input's names, so the API's userErrors land on them as they are. */
export const FORM_FIELDS = ['shipTo', 'shipment', 'payment', 'requestDeliveryDate', 'poNumber', 'notes'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);
// The pre-authorized debit's account fields are nested under padDebit in the form as in the input.
const PAD_FIELD = /^padDebit\.(institutionNumber|transitNumber|accountNumber)$/;
type PadName = ['padDebit', 'institutionNumber' | 'transitNumber' | 'accountNumber'];
const fieldName = (field: string): FormField | PadName | null =>
  isFormField(field) ? field : PAD_FIELD.test(field) ? (field.split('.') as PadName) : null;

/** When a refusal has no key of its own: the code says which of the spec's messages it is. */
const KEY_OF_CODE: Record<string, string> = { S001: 'checkout:errors.checkout_stock_exceeded', INT: 'checkout:errors.checkout_failed' };

const valuesOf = (params: { name: string; value: string }[]) => Object.fromEntries(params.map((p) => [p.name, p.value]));

/** A line's message names its article (code and name as the dealer saw them) even where the translation leaves it out. */
const lineText = (text: string, values: Record<string, string>) =>
  values.article && !text.includes(values.article) ? `${values.article}: ${text}` : text;

export interface ShownRefusal {
  fields: { name: FormField | PadName; errors: string[] }[];
  /** The alert over the form: a headline and the details that belong to no field (cart lines, credit). */
  alert: { title: string; details: string[] } | null;
}

/**
 * Splits a refused checkout into field errors and an alert, each in the dealer's language: the messageKey when
 * this locale has it, else the server's English text (which the en-us file may still know), else the message.
 */
export function shownRefusal(result: CheckoutResult, t: TFunction, i18n: I18n): ShownRefusal {
  const say = (key: string | null | undefined, fallback: string, values: Record<string, string> = {}) =>
    key && i18n.exists(key) ? t(key, values) : fallback;
  const englishKey = (text: string | null) => {
    const errors = (i18n.getResource('en-us', 'checkout', 'errors') ?? {}) as Record<string, string>;
    const found = Object.entries(errors).find(([, v]) => v === text)?.[0];
    return found ? `checkout:errors.${found}` : null;
  };

  const fields = new Map<string, string[]>();
  const details: string[] = [];
  let headlineKey: string | null = null;
  for (const e of result.userErrors) {
    if (fieldName(e.field)) fields.set(e.field, [...(fields.get(e.field) ?? []), say(e.messageKey, e.message)]);
    // The article code and what is wrong with it; translated where the message carries its values (how many are available).
    else if (e.field.startsWith('cart.'))
      details.push(e.params?.length ? lineText(say(e.messageKey, e.message, valuesOf(e.params)), valuesOf(e.params)) : e.message);
    else if (e.field === 'idempotencyKey') headlineKey ??= e.messageKey;
    else details.push(say(e.messageKey, e.message));
  }
  const description = result.message.description;
  headlineKey ??= englishKey(description) ?? (result.code ? (KEY_OF_CODE[result.code] ?? null) : null);
  const title = say(headlineKey, description ?? t('checkout:errors.checkout_failed'));
  const onlyFields = fields.size > 0 && details.length === 0 && result.code === 'I001';
  return {
    fields: [...fields].map(([field, errors]) => ({ name: fieldName(field)!, errors })),
    alert: onlyFields ? null : { title, details: details.filter((d) => d !== title) },
  };
}
