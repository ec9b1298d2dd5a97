import { graphql } from '../../graphql/tada.ts';
import type { QueryOptions, ResourceDeclaration } from '../types.ts';
import { everyAction } from './options.ts';

/** What the recall mutations answer (types.ts): the usual message and field errors, the code, the id written. */
export const RECALL_ANSWER = graphql(`
  fragment RecallAnswer on FrameResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    id
  }
`);

/** The sales organisations the officer runs campaigns in, and the bike models to choose from. */
const sorgOptions: QueryOptions = {
  query: graphql(`query RecallSorgOptions { recallSalesOrganisations { value label detail } }`),
  rows: '',
  value: 'value',
  label: 'label',
  detail: 'detail',
};
const modelOptions: QueryOptions = {
  query: graphql(`query RecallModelOptions { recallModels { value label detail } }`),
  rows: '',
  value: 'value',
  label: 'label',
  detail: 'detail',
};

/**
 * Recall campaigns (spec 2 §3 Recall): a campaign names its bikes by brand (optional), model, model year and a range of
 * production codes; saving it links every matching frame (frames shipped later join while it is open). Closing it is
 * setting its closing date. Kept by the warranty officers (recall.cu) for their sales organisations.
 */
export const recalls: ResourceDeclaration = {
  name: 'recalls',
  route: 'admin/recalls',
  namespace: 'frames',
  titleField: 'title',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'createdAt', order: 'desc' },
  scopes: everyAction(['recall.cu']),
  fields: [
    { name: 'title', label: 'fields.title', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 200 } },
    { name: 'status', label: 'fields.status', column: { cell: 'value', width: 100 } },
    // People read the company; the form still sends the organisation's code.
    { name: 'sorgName', label: 'fields.sorg', column: { width: 220, hideOnPhone: true } },
    { name: 'sorg', label: 'fields.sorg', form: { widget: 'select', options: sorgOptions, rules: ['required'], initial: null } },
    // The rule in one column: brand, model, model year and the production codes (empty for bikes picked by hand).
    { name: 'rule', label: 'fields.rule', column: { hideOnPhone: true } },
    { name: 'brand', label: 'fields.brand', form: { maxLength: 60, help: 'help.brand' } },
    { name: 'model', label: 'fields.model', form: { widget: 'select', options: modelOptions, initial: null } },
    { name: 'modelYear', label: 'fields.model_year', form: { widget: 'number', initial: null } },
    { name: 'productionCodeFrom', label: 'fields.production_code_from', form: { maxLength: 3, help: 'help.production_code' } },
    { name: 'productionCodeTo', label: 'fields.production_code_to', form: { maxLength: 3 } },
    { name: 'matchedFrames', label: 'fields.matched_frames', column: { cell: 'number', width: 100 } },
    { name: 'openFrames', label: 'fields.open_frames', column: { cell: 'number', width: 110, hideOnPhone: true } },
    { name: 'description', label: 'fields.description', form: { widget: 'multiline', rules: ['required', 'notEmpty'], maxLength: 1000 } },
    { name: 'instruction', label: 'fields.instruction', form: { widget: 'multiline', rules: ['required', 'notEmpty'], maxLength: 2000 } },
    { name: 'createdAt', label: 'fields.created_at', column: { cell: 'dateTime', sortable: true, width: 170, hideOnPhone: true } },
    { name: 'closedAt', label: 'fields.closed_at', form: { widget: 'dateTime', initial: null, help: 'help.closed_at' } },
  ],
  operations: {
    list: graphql(`query RecallCampaigns($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      recalls(page: $page, limit: $limit, search: $search, sort: $sort) {
        recalls { id title status sorg sorgName rule matchedFrames openFrames createdAt }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query RecallCampaign($id: Int!) { recall(id: $id) {
      id title status sorg sorgName rule brand model modelYear productionCodeFrom productionCodeTo matchedFrames openFrames description instruction createdAt closedAt } }`),
    create: graphql(`mutation CreateRecall($input: RecallCampaignInput!) { createRecall(input: $input) { ...RecallAnswer } }`, [
      RECALL_ANSWER,
    ]),
    update: graphql(
      `mutation UpdateRecall($id: Int!, $input: RecallCampaignInput!) { updateRecall(id: $id, input: $input) { ...RecallAnswer } }`,
      [RECALL_ANSWER],
    ),
  },
};
