import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { contentSorgOptions } from './content-options.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

/**
 * Banners (spec 3 §2 /admin/banners, §3 Banner): the pop-up carousel's pictures of one sales organisation, each
 * leading to a portal page or an outside link, shown inside its window. The picture is uploaded with the form.
 */
/** The languages a picture's words may be in; none for a picture without words (shown to every reader). */
const pictureLanguages = { choices: ['en', 'id', 'ms', 'de', 'fr'].map((value) => ({ value, label: `content-admin:values.${value}` })) };

export const banners: ResourceDeclaration = {
  name: 'banners',
  route: 'admin/banners',
  namespace: 'content-admin',
  titleField: 'bannerFile',
  search: true,
  listActions: ['bannerConfigLink'],
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'from', order: 'desc' },
  scopes: everyAction(['page.banner']),
  fields: [
    {
      name: 'imageUrl',
      label: 'fields.image',
      column: { cell: 'image', width: 160 },
      form: { widget: 'imagePreview', readOnly: true, only: 'edit' },
    },
    { name: 'fileId', label: 'fields.new_image', form: { widget: 'bannerImage', initial: null, help: 'help.image' } },
    {
      name: 'sorg',
      label: 'fields.sorg',
      column: { sortable: true, width: 110 },
      form: { widget: 'select', options: contentSorgOptions, rules: ['required'], initial: null },
    },
    { name: 'status', label: 'fields.publication', column: { cell: 'value', width: 110 } },
    {
      name: 'from',
      label: 'fields.from',
      column: { cell: 'dateTime', sortable: true, width: 170, hideOnPhone: true },
      form: { widget: 'dateTime', rules: ['required'] },
    },
    {
      name: 'to',
      label: 'fields.to',
      column: { cell: 'dateTime', sortable: true, width: 170, hideOnPhone: true },
      form: { widget: 'dateTime', rules: ['required'] },
    },
    { name: 'url', label: 'fields.url', column: { hideOnPhone: true }, form: { maxLength: 500, help: 'help.url' } },
    { name: 'link', label: 'fields.link', column: { hideOnPhone: true }, form: { maxLength: 500, help: 'help.link' } },
    {
      name: 'language',
      label: 'fields.picture_language',
      column: { cell: 'value', width: 120, hideOnPhone: true },
      form: { widget: 'select', options: pictureLanguages, initial: null, help: 'help.picture_language' },
    },
    {
      name: 'position',
      label: 'fields.position',
      column: { cell: 'number', sortable: true, width: 90, hideOnPhone: true },
      form: { widget: 'number', initial: 0 },
    },
  ],
  operations: {
    list: graphql(`query Banners($page: Int, $limit: Int, $search: String, $sort: [String!], $filter: String) {
      banners(page: $page, limit: $limit, search: $search, sort: $sort, filter: $filter) {
        banners { id bannerFile imageUrl sorg status from to url link position language }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query Banner($id: Int!) { banner(id: $id) { id bannerFile imageUrl sorg status from to url link position language } }`),
    create: graphql(`mutation CreateBanner($input: BannerInput!) { createBanner(input: $input) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
    update: graphql(
      `mutation UpdateBanner($id: Int!, $input: BannerInput!) { updateBanner(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteBanner($id: Int!) { deleteBanner(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
