import type { DocumentNode } from 'graphql';
import type { RuleName } from '../rules/forms.ts';
import type { ScopeRequirement } from '../rules/scopes.ts';

/**
 * Admin resources declared as data (DESIGN 'src/resources'). A new admin table is one declaration in
 * `declarations/<name>.ts`, added to `declarations/index.ts`; nothing else:
 * - its list, create, edit and show routes are `<route>`, `<route>/create`, `<route>/edit/:id` (and `<route>/edit`
 *   with `editWithoutId`, which lets the admin pick the record) and `<route>/show/:id`, under the locale prefix;
 *   the route rules (src/rules/navigation.ts) give them scopes and titles, portal-routes.tsx opens the generic pages;
 * - the generic pages (pages/, one lazy chunk) read the declaration: the list pages on the server (page sizes 10 and
 *   20), sorts the `sortable` columns, searches when `search` is set and shows one filter per `filter`; the forms show
 *   every field with a `form`, checked by the shared rules of src/rules/forms.ts and answered field by field from the
 *   server's userErrors (whose `field` is the form field's `name`);
 * - `scopes` per action feed Refine's access control (src/providers/access-control.ts): buttons for actions the user
 *   may not do are hidden. The server checks the same scopes on every field; hiding is not the protection;
 * - `operations` are GraphQL documents written with `graphql()` (src/graphql/tada.ts), checked against the schema
 *   by `gql.tada check` and the documents test, parsed once as the declarations load and sent by the pages as they
 *   are. The list answers `{ <rows>: [...], info { count } }` with variables page, limit, search, sort (['name:asc'])
 *   and one variable per filter; `one` takes `$id` and answers the record with form fields named as the input's (use
 *   aliases: `permissions: permissionNames`); create takes `$input`, update `$id` and `$input`, delete `$id`; each
 *   mutation answers the fragment of its result type from `declarations/options.ts` (`...ContentAnswer`,
 *   `...AccessAdminAnswer`: `message { status description } userErrors { field message messageKey params { name
 *   value } } code id`; users add the credential made once, `...AdminUserAnswer`). The pages read records by the
 *   declared field names, so they leave rows untyped;
 * - a form widget other than the plain inputs is named in `widget` and registered in `widgets/index.tsx`.
 * Labels are i18n keys in the declaration's namespace.
 */

export type AdminAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/**
 * Options for a select filter or widget: read from the API (`query`, a `graphql()` document, answers rows under any
 * one root field, or as the root field itself when `rows` is empty), or fixed `choices` whose labels are i18n keys
 * with their namespace.
 */
export type OptionsSource = QueryOptions | ChoiceOptions;

export interface QueryOptions {
  query: DocumentNode;
  /** The rows field inside the root field, e.g. `groupRoles`; '' when the root field is the list of rows. */
  rows: string;
  value: string;
  label: string;
  /** A second field shown after the label, e.g. a market's organisation. */
  detail?: string;
  /** A field naming the row's group, shown before the label through the i18n key `<label><value>` (a market's kind). */
  group?: { field: string; label: string };
}

export interface ChoiceOptions {
  choices: { value: string; label: string }[];
}

/**
 * How a list cell shows a value: as text, a number, the count of a list, the `name`s of a list (or of one record) as
 * tags, yes/no, each value translated under `values.`, active/deleted by the record's `active`, or user areas
 * (`{ limitation, value }` rows) as tags; `treeTitle` indents the value by the depth of the record's `path` ('A › B').
 */
export type CellKind =
  | 'text'
  | 'number'
  | 'count'
  | 'tags'
  | 'scopeMeaning'
  | 'flag'
  | 'value'
  | 'state'
  | 'areas'
  | 'dateTime'
  | 'image'
  | 'treeTitle';

export interface FieldDeclaration {
  /** The record's field; in forms also the input's field, so the server's userErrors land on it. */
  name: string;
  /** i18n key of the label, in the resource's namespace. */
  label: string;
  /** Shown as a list column. */
  column?: { cell?: CellKind; sortable?: boolean; width?: number; hideOnPhone?: boolean };
  /** A list filter; its value is sent as the list query's variable of this name; `label` (an i18n key) is its placeholder, else 'Filter by <label>'. */
  filter?: { variable: string; options: OptionsSource; multiple?: boolean; label?: string };
  /** In the create and edit forms (and the show page). */
  form?: {
    /** A registered widget: text, multiline, optionsSelect, permissionPicker... (default text). */
    widget?: string;
    /** Shared form rules, checked in this order (src/rules/forms.ts). */
    rules?: RuleName[];
    maxLength?: number;
    /** Options for optionsSelect. */
    options?: OptionsSource;
    /** Shown but not changed: always, or only once the record exists. */
    readOnly?: boolean | 'onEdit';
    /** Empty value of a new record. */
    initial?: unknown;
    /** Sent as its own variable of the mutation (e.g. `userAreas` beside `$input`) instead of inside the input. */
    variable?: string;
    /** Only in the create form or only in the edit form (e.g. generate a new password). */
    only?: 'create' | 'edit';
    /** Left empty when a record is copied into a new one (`variant.copy`): what must be unique or personal. */
    notCopied?: boolean;
    /** The server's userErrors on these fields (or `<field>.<n>...`) show under this one, e.g. `roles` for roleIds. */
    errorFields?: string[];
    /** Help text under the field: an i18n key in the resource's namespace. */
    help?: string;
  };
}

export interface ResourceDeclaration {
  /** Refine's resource name; also the i18n key `<name>.<name>` of notifications. */
  name: string;
  /** Route without the locale prefix, e.g. `admin/roles`. */
  route: string;
  /** i18n namespace of the labels and titles (`titles.list`, `titles.create`...). */
  namespace: string;
  /** The field that names one record in titles, pickers and confirmations. */
  titleField: string;
  fields: FieldDeclaration[];
  /** `restore` takes `$id` and brings a soft-deleted record back; the list offers it on rows whose `active` is false. */
  operations: {
    list: DocumentNode;
    one: DocumentNode;
    create?: DocumentNode;
    update?: DocumentNode;
    delete?: DocumentNode;
    restore?: DocumentNode;
  };
  scopes: Record<AdminAction, ScopeRequirement>;
  /** The list has a search box (the `search` variable). */
  search?: boolean;
  /** `<route>/edit` without an id shows a picker of records first. */
  editWithoutId?: boolean;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** The list's `sort` variable: ['name:asc'] (default) or one object `{ sortBy, order: 'ASC' | 'DESC' }`. */
  sortInput?: 'strings' | 'object';
  /** Routes of the record pages, after `<route>/`, when not `edit/:id` and `show/:id` (e.g. ':id/edit'). */
  routes?: { edit?: string; show?: string };
  /**
   * A second set of create and edit pages (e.g. the -us pages of users), opened for those who hold `scopes` but not
   * `unless`: `<route>/create<suffix>`, `<edit route><suffix>` and, with `copy`, `<route>/:id/copy<suffix>` (a new
   * record filled from another; offered to everyone holding `scopes`).
   */
  variant?: { suffix: string; scopes: ScopeRequirement; unless: ScopeRequirement; copy?: boolean };
  /** Buttons beside "create" on the list, registered by name in widgets/list-actions.tsx (download, links). */
  listActions?: string[];
  /** Shown after a create or update succeeds, before going back to the list, registered in widgets/after-save.tsx. */
  afterSave?: string;
  /** i18n key of the delete confirmation (with {{name}}, and the row's fields as {{record.<field>}}); default form.delete_confirm. */
  deleteConfirm?: string;
}
