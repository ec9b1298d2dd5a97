import { graphql } from '../../graphql/tada.ts';
import { PRICE_COMPONENTS, PRICE_MODULES } from '../../rules/price-components.ts';
import type { ResourceDeclaration } from '../types.ts';
import { contentSorgOptions } from './content-options.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

const modules = PRICE_MODULES.map((value) => ({ value, label: `content-admin:values.${value}` }));
const components = PRICE_COMPONENTS.map((value) => ({ value, label: `content-admin:values.${value}` }));

/**
 * Price components (spec 3 §3 'Price component'): which optional money components (tax, shipping cost, early-payment
 * discount…) a sales organisation shows on invoices, open invoices and payments. One row per organisation and module;
 * without a row a module shows every component.
 */
export const priceComponents: ResourceDeclaration = {
  name: 'priceComponents',
  route: 'admin/price-components',
  namespace: 'content-admin',
  titleField: 'sorg',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'sorg', order: 'asc' },
  scopes: everyAction(['price-component.cud']),
  fields: [
    {
      name: 'sorg',
      label: 'fields.sorg',
      column: { sortable: true, width: 160 },
      form: { widget: 'select', options: contentSorgOptions, rules: ['required'], initial: null },
    },
    {
      name: 'module',
      label: 'fields.module',
      column: { cell: 'value', sortable: true, width: 160 },
      filter: { variable: 'module', options: { choices: modules } },
      form: { widget: 'select', options: { choices: modules }, rules: ['required'], initial: null },
    },
    {
      name: 'additionalDisplays',
      label: 'fields.additional_displays',
      column: { cell: 'value' },
      form: { widget: 'optionsSelect', options: { choices: components }, initial: [], help: 'help.additional_displays' },
    },
  ],
  operations: {
    list: graphql(`query PriceComponentRows($page: Int, $limit: Int, $search: String, $sort: [String!], $module: String) {
      priceComponentRows(page: $page, limit: $limit, search: $search, sort: $sort, module: $module) {
        priceComponents { id sorg module additionalDisplays }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query PriceComponentRow($id: Int!) { priceComponentRow(id: $id) { id sorg module additionalDisplays } }`),
    create: graphql(
      `mutation CreatePriceComponent($input: PriceComponentInput!) { createPriceComponent(input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    update: graphql(
      `mutation UpdatePriceComponent($id: Int!, $input: PriceComponentInput!) { updatePriceComponent(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeletePriceComponent($id: Int!) { deletePriceComponent(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
