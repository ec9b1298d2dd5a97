import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { newsLayoutOptions, targetMarketOptions } from './content-options.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

/**
 * News (spec 3 §2 /admin/news, §3 News): title, HTML text, validity window, target markets, the card layout, a picture
 * and attachments; deleting is soft and the list keeps deleted items (state column) so they can be restored.
 */
export const news: ResourceDeclaration = {
  name: 'news',
  route: 'admin/news',
  namespace: 'content-admin',
  titleField: 'title',
  search: true,
  listActions: ['targetMarketsLink'],
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'validFrom', order: 'desc' },
  scopes: everyAction(['news.cu']),
  fields: [
    { name: 'title', label: 'fields.title', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 200 } },
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
    { name: 'contentTargetMarkets', label: 'fields.target_markets', column: { cell: 'tags', hideOnPhone: true } },
    {
      name: 'contentTargetMarketIds',
      label: 'fields.target_markets',
      form: { widget: 'targetMarketChecks', options: targetMarketOptions('news'), initial: [], rules: ['comboBox'] },
    },
    { name: 'body', label: 'fields.body', form: { widget: 'html', rules: ['required', 'notEmpty'] } },
    {
      name: 'layoutId',
      label: 'fields.layout',
      form: { widget: 'select', options: newsLayoutOptions, initial: null, help: 'help.news_layout' },
    },
    { name: 'fileId', label: 'fields.picture', form: { widget: 'newsPicture', initial: null, help: 'help.news_picture' } },
    { name: 'fileIds', label: 'fields.attachments', form: { widget: 'newsFiles', initial: [], rules: ['uploadsDone'] } },
    {
      name: 'itemPerLine',
      label: 'fields.item_per_line',
      form: { widget: 'number', initial: 3, rules: ['required'], help: 'help.news_item_per_line' },
    },
  ],
  operations: {
    list: graphql(`query NewsAdmin($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      newsList(page: $page, limit: $limit, search: $search, sort: $sort, withDeleted: true) {
        news { id title status active: published validFrom validTo contentTargetMarkets { id name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(
      `query NewsItem($id: Int!) { news(id: $id) {
        id title body validFrom validTo status active: published layoutId fileId fileIds itemPerLine contentTargetMarketIds contentTargetMarkets { id name } } }`,
    ),
    create: graphql(`mutation CreateNews($input: NewsInput!) { createNews(input: $input) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
    update: graphql(`mutation UpdateNews($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { ...ContentAnswer } }`, [
      CONTENT_ANSWER,
    ]),
    delete: graphql(`mutation DeleteNews($id: Int!) { deleteNews(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
    restore: graphql(`mutation RestoreNews($id: Int!) { restoreNews(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
