import { graphql } from '../../graphql/tada.ts';
import type { ScopeRequirement } from '../../rules/scopes.ts';
import type { ResourceDeclaration } from '../types.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

// The editors of any content type; the API keeps each to the types they edit.
const editors: ScopeRequirement = [['marketing-material.cud', 'sales-document.cu', 'news.cu']];

const types = ['marketing_material', 'sales_document', 'news'].map((value) => ({ value, label: `content-admin:values.${value}` }));

/**
 * Content target markets (spec 3 §3): who reads which marketing material, sales documents and news. Users are given
 * markets in the users admin; items name theirs in their own forms. The type is fixed once a market exists.
 */
export const contentTargetMarkets: ResourceDeclaration = {
  name: 'contentTargetMarkets',
  route: 'admin/content-target-markets',
  namespace: 'content-admin',
  titleField: 'name',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'type', order: 'asc' },
  scopes: everyAction(editors),
  fields: [
    { name: 'name', label: 'fields.name', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 80 } },
    {
      name: 'type',
      label: 'fields.type',
      column: { cell: 'value', sortable: true, width: 170 },
      filter: { variable: 'type', options: { choices: types } },
      form: { widget: 'select', options: { choices: types }, rules: ['required'], readOnly: 'onEdit', initial: null },
    },
    {
      name: 'sorg',
      label: 'fields.sorg',
      column: { sortable: true, width: 110 },
      form: {
        widget: 'select',
        options: {
          query: graphql(`query MarketSorgOptions { contentSalesOrganisations { sorg name } }`),
          rows: '',
          value: 'sorg',
          label: 'name',
          detail: 'sorg',
        },
        rules: ['required'],
        initial: null,
      },
    },
    { name: 'source', label: 'fields.source', column: { hideOnPhone: true }, form: { maxLength: 80 } },
    { name: 'brand', label: 'fields.brand', column: { hideOnPhone: true }, form: { maxLength: 80 } },
  ],
  operations: {
    list: graphql(`query TargetMarkets($page: Int, $limit: Int, $search: String, $sort: [String!], $type: String) {
      targetMarkets(page: $page, limit: $limit, search: $search, sort: $sort, type: $type) {
        contentTargetMarkets { id name type sorg source brand }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query TargetMarket($id: Int!) { targetMarket(id: $id) { id name type sorg source brand } }`),
    create: graphql(
      `mutation CreateTargetMarket($input: ContentTargetMarketInput!) { createContentTargetMarket(input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    update: graphql(
      `mutation UpdateTargetMarket($id: Int!, $input: ContentTargetMarketInput!) { updateContentTargetMarket(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteTargetMarket($id: Int!) { deleteContentTargetMarket(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
