import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { contentSorgOptions } from './content-options.ts';
import { CONTENT_ANSWER, everyAction } from './options.ts';

/**
 * Announcements (spec 3 §2 /admin/announcements, §3 Announcement): the home-page banner's title, link and HTML text
 * for one sales organisation (or all), shown inside its window; the server sanitises the text.
 */
export const announcements: ResourceDeclaration = {
  name: 'announcements',
  route: 'admin/announcements',
  namespace: 'content-admin',
  titleField: 'title',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'from', order: 'desc' },
  scopes: everyAction(['page.announcement']),
  fields: [
    { name: 'title', label: 'fields.title', column: { sortable: true }, form: { rules: ['required', 'notEmpty'], maxLength: 200 } },
    { name: 'status', label: 'fields.publication', column: { cell: 'value', width: 110 } },
    {
      name: 'type',
      label: 'fields.type',
      column: { cell: 'value', width: 110, hideOnPhone: true },
      form: {
        widget: 'select',
        options: { choices: [{ value: 'home_page', label: 'content-admin:values.home_page' }] },
        initial: 'home_page',
        rules: ['required'],
      },
    },
    {
      name: 'sorg',
      label: 'fields.sorg',
      column: { width: 120, hideOnPhone: true },
      form: { widget: 'select', options: contentSorgOptions, initial: null, help: 'help.all_sorgs' },
    },
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
    { name: 'url', label: 'fields.url', form: { maxLength: 500, help: 'help.url' } },
    { name: 'content', label: 'fields.content', form: { widget: 'html', rules: ['required', 'notEmpty'] } },
  ],
  operations: {
    list: graphql(`query Announcements($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      announcements(page: $page, limit: $limit, search: $search, sort: $sort) {
        announcements { id title status type sorg from to }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query Announcement($id: Int!) { announcement(id: $id) { id title status type sorg from to url content } }`),
    create: graphql(`mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ...ContentAnswer } }`, [
      CONTENT_ANSWER,
    ]),
    update: graphql(
      `mutation UpdateAnnouncement($id: Int!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ...ContentAnswer } }`,
      [CONTENT_ANSWER],
    ),
    delete: graphql(`mutation DeleteAnnouncement($id: Int!) { deleteAnnouncement(id: $id) { ...ContentAnswer } }`, [CONTENT_ANSWER]),
  },
};
