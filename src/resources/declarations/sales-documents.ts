import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { salesDocumentLayoutOptions, targetMarketOptions } from './content-options.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

// Editors of documents hold both, as the menu asks (spec 3 §2 'Menu entries').
const scopes = everyAction(['page.sales-document', 'sales-document.cu']);

const documentTypes = {
  choices: [
    { value: 'sales', label: 'content-admin:values.sales' },
    { value: 'technical', label: 'content-admin:values.technical' },
  ],
};
const groupOptions = {
  query: graphql(
    `query SalesDocumentGroupOptions { salesDocumentGroups(limit: 999, sort: ["title:asc"]) { salesDocumentGroups { id title } } }`,
  ),
  rows: 'salesDocumentGroups',
  value: 'id',
  label: 'title',
};

/** Document groups (spec 3 §2 /admin/sales-document/group, §3 Sales document group): a name, a title, target markets. */
export const salesDocumentGroups: ResourceDeclaration = {
  name: 'salesDocumentGroups',
  route: 'admin/sales-document/group',
  namespace: 'content-admin',
  titleField: 'title',
  search: true,
  listActions: ['targetMarketsLink'],
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'title', order: 'asc' },
  scopes,
  fields: [
    { name: 'title', label: 'fields.title', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 200 } },
    {
      name: 'name',
      label: 'fields.name',
      column: { sortable: true, width: 180, hideOnPhone: true },
      form: { rules: ['required', 'notEmpty'], maxLength: 80 },
    },
    { name: 'subtitle', label: 'fields.subtitle', column: { hideOnPhone: true }, form: { maxLength: 300 } },
    { name: 'contentTargetMarkets', label: 'fields.target_markets', column: { cell: 'tags', hideOnPhone: true } },
    {
      name: 'contentTargetMarketIds',
      label: 'fields.target_markets',
      form: { widget: 'targetMarketChecks', options: targetMarketOptions('sales_document'), initial: [], rules: ['comboBox'] },
    },
  ],
  operations: {
    list: graphql(`query SalesDocumentGroups($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      salesDocumentGroups(page: $page, limit: $limit, search: $search, sort: $sort) {
        salesDocumentGroups { id name title subtitle contentTargetMarkets { id name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(
      `query SalesDocumentGroup($id: Int!) { salesDocumentGroup(id: $id) { id name title subtitle contentTargetMarketIds contentTargetMarkets { id name } } }`,
    ),
    create: graphql(
      `mutation CreateSalesDocumentGroup($input: SalesDocumentGroupInput!) { createSalesDocumentGroup(input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    update: graphql(
      `mutation UpdateSalesDocumentGroup($id: Int!, $input: SalesDocumentGroupInput!) { updateSalesDocumentGroup(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteSalesDocumentGroup($id: Int!) { deleteSalesDocumentGroup(id: $id) { ...ContentAnswer } }`, [
      CONTENT_ANSWER,
    ]),
  },
};

/**
 * The document list (spec 3 §2 /admin/sales-document/list, §3 Sales document): sales and technical documents with
 * their group, window, markets, text and files; deleting is soft, so the list keeps deleted ones to restore.
 */
export const salesDocuments: ResourceDeclaration = {
  name: 'salesDocuments',
  route: 'admin/sales-document/list',
  namespace: 'content-admin',
  titleField: 'title',
  search: true,
  listActions: ['targetMarketsLink'],
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'validFrom', order: 'desc' },
  scopes,
  fields: [
    { name: 'title', label: 'fields.title', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 200 } },
    {
      name: 'type',
      label: 'fields.type',
      column: { cell: 'value', width: 110, sortable: true },
      filter: { variable: 'type', options: documentTypes },
      form: { widget: 'select', options: documentTypes, rules: ['required'], initial: 'sales' },
    },
    {
      name: 'group',
      label: 'fields.group',
      column: { cell: 'tags', hideOnPhone: true },
      filter: { variable: 'groupId', options: groupOptions },
    },
    { name: 'status', label: 'fields.publication', column: { cell: 'value', width: 110 } },
    { name: 'active', label: 'fields.state', column: { cell: 'state', width: 100, hideOnPhone: true } },
    {
      name: 'validFrom',
      label: 'fields.valid_from',
      column: { cell: 'dateTime', sortable: true, width: 170, hideOnPhone: true },
      form: { widget: 'dateTime', rules: ['required'] },
    },
    {
      name: 'validTo',
      label: 'fields.valid_to',
      column: { cell: 'dateTime', sortable: true, width: 170, hideOnPhone: true },
      form: { widget: 'dateTime', rules: ['required'] },
    },
    { name: 'subtitle', label: 'fields.subtitle', form: { maxLength: 300 } },
    { name: 'groupId', label: 'fields.group', form: { widget: 'select', options: groupOptions, initial: null } },
    {
      name: 'contentTargetMarketIds',
      label: 'fields.target_markets',
      form: { widget: 'targetMarketChecks', options: targetMarketOptions('sales_document'), initial: [], rules: ['comboBox'] },
    },
    { name: 'body', label: 'fields.body', form: { widget: 'html' } },
    {
      name: 'layoutId',
      label: 'fields.layout',
      form: { widget: 'select', options: salesDocumentLayoutOptions, initial: null, help: 'help.document_layout' },
    },
    { name: 'fileIds', label: 'fields.files', form: { widget: 'documentFiles', initial: [], rules: ['uploadsDone'] } },
  ],
  operations: {
    list: graphql(`query SalesDocumentsAdmin($page: Int, $limit: Int, $search: String, $sort: [String!], $type: String, $groupId: Int) {
      salesDocuments(page: $page, limit: $limit, search: $search, sort: $sort, type: $type, groupId: $groupId, withDeleted: true) {
        salesDocuments { id title type status active: published validFrom validTo group: salesDocumentGroup { id name: title } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query SalesDocumentAdmin($id: Int!) { salesDocument(id: $id) {
      id title type subtitle body groupId layoutId validFrom validTo status active: published contentTargetMarketIds fileIds group: salesDocumentGroup { id name: title } } }`),
    create: graphql(
      `mutation CreateSalesDocument($input: SalesDocumentInput!) { createSalesDocument(input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    update: graphql(
      `mutation UpdateSalesDocument($id: Int!, $input: SalesDocumentInput!) { updateSalesDocument(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteSalesDocument($id: Int!) { deleteSalesDocument(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
    restore: graphql(`mutation RestoreSalesDocument($id: Int!) { restoreSalesDocument(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
