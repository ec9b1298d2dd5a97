import type { CrudFilter, CrudSort, HttpError, LogicalFilter } from '@refinedev/core';
import type { FieldDeclaration, ResourceDeclaration } from './types.ts';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The list query's variables from Refine's filters: the search box is the `q` filter (sent as `search`), every
 * other filter goes out as the variable of its field's name (a declaration's `filter.variable`). Empty ones are left out.
 */
export function filterVariables(filters: CrudFilter[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    if (!('field' in f) || isEmpty(f.value)) continue;
    const { field, value } = f as LogicalFilter;
    if (field === 'q') out.search = String(value).trim() || undefined;
    else out[field] = value;
  }
  return out;
}

/**
 * Refine's sorters as our `sort` variable: ['name:asc'], or with `object` the first one as `{ sortBy, order }`
 * (the users list); nothing when unsorted (the server's default order).
 */
export function sortVariable(sorters: CrudSort[] = [], kind: 'strings' | 'object' = 'strings') {
  if (!sorters.length) return undefined;
  if (kind === 'object') return { sortBy: sorters[0].field, order: sorters[0].order.toUpperCase() };
  return sorters.map((s) => `${s.field}:${s.order}`);
}

/** A form's values as mutation variables: `input`, except the fields a declaration sends as their own variable. */
export function mutationVariables(values: Record<string, unknown> = {}, own: string[] = []): Record<string, unknown> {
  const input = { ...values };
  const out: Record<string, unknown> = {};
  for (const name of own) {
    if (name in input) out[name] = input[name];
    delete input[name];
  }
  return { input, ...out };
}

/** The form fields of a declaration sent as their own variables. */
export const ownVariablesOf = (d: ResourceDeclaration) =>
  formFieldsOf(d)
    .filter((f) => f.form.variable)
    .map((f) => f.form.variable!);

/** Whether a form field shows in this form: create, edit (and copy, which is a create). */
export const inForm = (f: FieldDeclaration, editing: boolean) => !f.form?.only || f.form.only === (editing ? 'edit' : 'create');

/** The list's columns, filters and form fields of a declaration. */
export const columnsOf = (d: ResourceDeclaration) => d.fields.filter((f) => f.column);
export const filtersOf = (d: ResourceDeclaration) => d.fields.filter((f) => f.filter);
export const formFieldsOf = (d: ResourceDeclaration) =>
  d.fields.filter((f): f is FieldDeclaration & { form: NonNullable<FieldDeclaration['form']> } => !!f.form);

/** A new record's form values: each form field's `initial`, else empty text. */
export const initialValuesOf = (d: ResourceDeclaration): Record<string, any> =>
  Object.fromEntries(
    formFieldsOf(d)
      .filter((f) => inForm(f, false))
      .map((f) => [f.name, f.form.initial === undefined ? '' : f.form.initial]),
  );

/** A new record's values filled from another (a copy): every form field but those marked `notCopied`. */
export function copiedValuesOf(d: ResourceDeclaration, record: Record<string, unknown>): Record<string, any> {
  const values = initialValuesOf(d);
  for (const f of formFieldsOf(d)) {
    if (!inForm(f, false) || f.form.notCopied || f.form.readOnly === true || record[f.name] === undefined) continue;
    values[f.name] = record[f.name];
  }
  return values;
}

/** The form's values as the mutation's input: only form fields that may change, text trimmed. */
export function inputOf(d: ResourceDeclaration, values: Record<string, unknown>, editing: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of formFieldsOf(d)) {
    if (f.form.readOnly === true || (f.form.readOnly === 'onEdit' && editing) || !inForm(f, editing)) continue;
    const v = values[f.name];
    // An emptied field whose empty value is null (a cleared select) goes out as null, not as ''.
    const empty = f.form.initial === null && (v === '' || v === undefined);
    input[f.form.variable ?? f.name] = empty ? null : typeof v === 'string' ? v.trim() : (v ?? f.form.initial ?? null);
  }
  return input;
}

export interface MutationAnswer {
  message?: { status: boolean; description: string | null };
  userErrors?: { field: string; message: string; messageKey: string | null; params?: { name: string; value: string }[] }[];
  code?: string | null;
}

type Translate = (key: string, params: Record<string, string>, fallback: string) => string;

const statusOfCode: Record<string, number> = { U001: 401, U002: 403, I001: 400, N001: 404, C001: 409 };

/**
 * A mutation answered `message.status false`: the HttpError Refine's forms read, each userError translated under
 * its field (antd shows it there), and the first one as the message for the notification.
 */
export function refusalOf(
  answer: MutationAnswer | null | undefined,
  translate: Translate,
  byCode?: (code: string | undefined) => string,
): HttpError | null {
  if (!answer?.message || answer.message.status) return null;
  const errors: Record<string, string[]> = {};
  const texts: string[] = [];
  for (const e of answer.userErrors ?? []) {
    const params = Object.fromEntries((e.params ?? []).map((p) => [p.name, p.value]));
    const text = e.messageKey ? translate(e.messageKey, params, e.message) : e.message;
    (errors[e.field] ??= []).push(text);
    texts.push(text);
  }
  const code = answer.code ?? undefined;
  return {
    // Without a userError the refusal is worded by its code: the description is the server's English.
    message: texts[0] ?? byCode?.(code) ?? answer.message.description ?? 'Refused',
    statusCode: (code && statusOfCode[code]) || 400,
    errors,
    code,
  } as HttpError;
}
