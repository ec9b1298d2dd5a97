import fs from 'node:fs';
import { type DocumentNode, Kind, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { messages } from '../../api/access-admin/common.ts';
import { adminResources } from '../../src/resources/declarations/index.ts';
import { filterVariables, initialValuesOf, inputOf, refusalOf, sortVariable } from '../../src/resources/list-variables.ts';
import { toRefineResource } from '../../src/resources/refine.ts';
import { roles } from '../../src/resources/declarations/roles.ts';
import { rules } from '../../src/rules/forms.ts';
import { allScopes } from '../../src/rules/scopes.ts';

describe('list variables', () => {
  it('sends the search as `search` and each filter as its variable, leaving empty ones out', () => {
    expect(
      filterVariables([
        { field: 'q', operator: 'contains', value: '  sales ' },
        { field: 'groupRoleIds', operator: 'in', value: [1, 3] },
        { field: 'roleIds', operator: 'in', value: [] },
        { field: 'status', operator: 'eq', value: '' },
      ]),
    ).toEqual({ search: 'sales', groupRoleIds: [1, 3] });
    expect(filterVariables([])).toEqual({});
  });

  it('sends sorters as field:order, nothing when unsorted', () => {
    expect(
      sortVariable([
        { field: 'name', order: 'desc' },
        { field: 'id', order: 'asc' },
      ]),
    ).toEqual(['name:desc', 'id:asc']);
    expect(sortVariable([])).toBeUndefined();
  });
});

describe('forms from a declaration', () => {
  it('starts a new record empty and sends only form fields, trimmed', () => {
    expect(initialValuesOf(roles)).toEqual({ name: '', description: '', permissions: [] });
    expect(inputOf(roles, { id: 4, name: ' guest ', description: 'Guest', permissions: ['page.catalog'], usersCount: 3 }, true)).toEqual({
      name: 'guest',
      description: 'Guest',
      permissions: ['page.catalog'],
    });
  });

  it('leaves read-only fields out of the input', () => {
    const d = {
      ...roles,
      fields: roles.fields.map((f) => (f.name === 'name' ? { ...f, form: { ...f.form, readOnly: 'onEdit' as const } } : f)),
    };
    expect(inputOf(d, { name: 'x', description: 'y', permissions: [] }, true)).not.toHaveProperty('name');
    expect(inputOf(d, { name: 'x', description: 'y', permissions: [] }, false)).toHaveProperty('name', 'x');
  });

  it('names only rules the shared form rules know', () => {
    for (const d of adminResources) for (const f of d.fields) for (const r of f.form?.rules ?? []) expect(rules).toHaveProperty(r);
  });
});

describe('refused mutations', () => {
  const translate = (key: string, params: Record<string, string>, fallback: string) => `${key}|${JSON.stringify(params)}|${fallback}`;

  it('puts each translated userError under its field and answers the status of the code', () => {
    const error = refusalOf(
      {
        message: { status: false, description: 'Please correct the marked fields' },
        code: 'I001',
        userErrors: [
          { field: 'name', message: 'Required', messageKey: 'forms:required' },
          {
            field: 'permissions',
            message: 'Unknown permissions: a.b',
            messageKey: 'access-admin:unknownPermissions',
            params: [{ name: 'names', value: 'a.b' }],
          },
        ],
      },
      translate,
    );
    expect(error).toMatchObject({ statusCode: 400, code: 'I001', message: 'forms:required|{}|Required' });
    expect(error?.errors).toEqual({
      name: ['forms:required|{}|Required'],
      permissions: ['access-admin:unknownPermissions|{"names":"a.b"}|Unknown permissions: a.b'],
    });
  });

  it('is a conflict for a role in use, and nothing for a success', () => {
    expect(
      refusalOf(
        { message: { status: false, description: 'x' }, code: 'C001', userErrors: [{ field: 'id', message: 'held', messageKey: null }] },
        translate,
      ),
    ).toMatchObject({ statusCode: 409, message: 'held' });
    expect(refusalOf({ message: { status: true, description: 'Saved' }, userErrors: [] }, translate)).toBeNull();
    expect(refusalOf(undefined, translate)).toBeNull();
  });
});

describe('refine resources', () => {
  it('puts every route under the locale prefix with the scopes of each action', () => {
    const r = toRefineResource(roles);
    expect(r).toMatchObject({
      name: 'roles',
      list: '/:locale/admin/roles',
      create: '/:locale/admin/roles/create',
      edit: '/:locale/admin/roles/edit/:id',
    });
    expect(r.meta.actionScopes.delete).toEqual(['page.user-management']);
  });
});

describe('translations', () => {
  const locales = fs.readdirSync('locales');
  const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${locale}/${ns}.json`, 'utf8'));
  const at = (obj: any, key: string) => key.split('.').reduce((o, k) => o?.[k], obj);

  it('has the meaning of every scope in every locale', () => {
    for (const locale of locales)
      for (const scope of allScopes) expect(typeof at(read(locale, 'scopes'), scope), `${locale} ${scope}`).toBe('string');
  });

  it('has every message the API answers in every locale', () => {
    for (const locale of locales)
      for (const key of Object.keys(messages)) expect(typeof read(locale, 'access-admin')[key], `${locale} ${key}`).toBe('string');
  });

  it('has every label and title of the declarations in every locale', () => {
    for (const locale of locales) {
      for (const d of adminResources) {
        const texts = read(locale, d.namespace);
        for (const f of d.fields) expect(typeof at(texts, f.label), `${locale} ${f.label}`).toBe('string');
        for (const a of ['list', 'create', 'edit', 'show'])
          expect(typeof at(texts, `titles.${d.name}.${a}`), `${locale} ${d.name} ${a}`).toBe('string');
      }
    }
  });
});

/** The names a selection set answers (aliases as named, fragment spreads followed). */
const answered = (set: SelectionSetNode | undefined, doc: DocumentNode): string[] =>
  (set?.selections ?? []).flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s.alias?.value ?? s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return answered(s.selectionSet, doc);
    const fragment = doc.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? answered(fragment.selectionSet, doc) : [];
  });
const rootField = (doc: DocumentNode) => {
  const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const field = operation?.selectionSet.selections[0];
  return field?.kind === Kind.FIELD ? field : undefined;
};

/**
 * Fields a declaration shows or edits that are not read from the record, each for a reason: the scope's meaning is
 * looked up from its name; a new banner picture and 'generate a new password' are sent, never read back.
 */
const notRead = new Set(['permissions.meaning', 'banners.fileId', 'users.generatePassword']);

describe("the generic pages read what the declaration's documents ask for", () => {
  it.each(adminResources.map((d) => [d.name, d] as const))('%s', (_, d) => {
    const rowsField = rootField(d.operations.list)?.selectionSet?.selections.find((s) => s.kind === Kind.FIELD && s.name.value !== 'info');
    const rows = rowsField?.kind === Kind.FIELD ? answered(rowsField.selectionSet, d.operations.list) : [];
    const record = answered(rootField(d.operations.one)?.selectionSet, d.operations.one);
    const unread = (f: { name: string }) => !notRead.has(`${d.name}.${f.name}`);
    expect(
      d.fields.filter((f) => f.column && unread(f) && !rows.includes(f.name)).map((f) => f.name),
      'list columns',
    ).toEqual([]);
    expect(
      [d.titleField, 'id'].filter((f) => !rows.includes(f)),
      'row id and title',
    ).toEqual([]);
    const formFields = d.fields.filter((f) => f.form && f.form.only !== 'create' && unread(f));
    expect(
      formFields.filter((f) => !record.includes(f.name)).map((f) => f.name),
      'edit form fields',
    ).toEqual([]);
  });
});
