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

/** Refine's sorters as our `sort` variable: ['name:asc']; nothing when unsorted (the server's default order). */
export const sortVariable = (sorters: CrudSort[] = []) => (sorters.length ? sorters.map((s) => `${s.field}:${s.order}`) : undefined);

/** The list's columns, filters and form fields of a declaration. */
export const columnsOf = (d: ResourceDeclaration) => d.fields.filter((f) => f.column);
export const filtersOf = (d: ResourceDeclaration) => d.fields.filter((f) => f.filter);
export const formFieldsOf = (d: ResourceDeclaration) => d.fields.filter((f): f is FieldDeclaration & { form: NonNullable<FieldDeclaration['form']> } => !!f.form);

/** A new record's form values: each form field's `initial`, else empty text. */
export const initialValuesOf = (d: ResourceDeclaration): Record<string, any> =>
  Object.fromEntries(formFieldsOf(d).map((f) => [f.name, f.form.initial ?? '']));

/** The form's values as the mutation's input: only form fields that may change, text trimmed. */
export function inputOf(d: ResourceDeclaration, values: Record<string, unknown>, editing: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of formFieldsOf(d)) {
    if (f.form.readOnly === true || (f.form.readOnly === 'onEdit' && editing)) continue;
    const v = values[f.name];
    input[f.name] = typeof v === 'string' ? v.trim() : (v ?? f.form.initial ?? null);
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
export function refusalOf(answer: MutationAnswer | null | undefined, translate: Translate): HttpError | null {
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
    message: texts[0] ?? answer.message.description ?? 'Refused',
    statusCode: (code && statusOfCode[code]) || 400,
    errors,
    code,
  } as HttpError;
}
