import { graphql } from '../../graphql/tada.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../types.ts';
import { everyAction } from './options.ts';

/** What updateCustomerInquiry answers (types.ts): the usual message and field errors, the code, the id written. */
export const CUSTOMER_INQUIRY_ANSWER = graphql(`
  fragment CustomerInquiryAnswer on CustomerInquiryResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    id
  }
`);

const statusChoices = {
  choices: ['new', 'contacted', 'converted', 'declined'].map((value) => ({ value, label: `inquiry:values.${value}` })),
};

/** The visitor's words: shown on the record's pages, never changed by staff. */
const sent = (name: string, label = `fields.${name}`, widget?: string): FieldDeclaration => ({
  name,
  label,
  form: { readOnly: true, widget },
});

/**
 * New customer inquiries (spec 3 §3 'Customer inquiry', §7): shops that asked on the public page to become dealers.
 * Staff (page.customer-inquiry) read them and mark each contacted, converted or declined with a note; nobody creates
 * or deletes one here. The edit page is the handling: the inquiry read-only above its status and note.
 */
export const customerInquiries: ResourceDeclaration = {
  name: 'customerInquiries',
  route: 'admin/customer-inquiries',
  namespace: 'inquiry',
  titleField: 'custName',
  search: true,
  routes: { edit: ':id/edit', show: ':id/show' },
  defaultSort: { field: 'createdAt', order: 'desc' },
  scopes: everyAction(['page.customer-inquiry']),
  fields: [
    { name: 'createdAt', label: 'fields.createdAt', column: { cell: 'dateTime', sortable: true, width: 170 } },
    {
      name: 'status',
      label: 'fields.status',
      column: { cell: 'value', width: 120, sortable: true },
      filter: { variable: 'status', options: statusChoices },
      form: { widget: 'select', options: statusChoices, rules: ['required'], initial: 'new' },
    },
    { name: 'note', label: 'fields.note', form: { widget: 'multiline', maxLength: 2000, help: 'help.note' } },
    { name: 'custName', label: 'fields.custName', column: { sortable: true }, form: { readOnly: true } },
    { name: 'cityName', label: 'fields.cityName', column: { sortable: true, hideOnPhone: true }, form: { readOnly: true } },
    { name: 'countryName', label: 'fields.countryName', form: { readOnly: true } },
    { name: 'custEmail', label: 'fields.custEmail', column: { hideOnPhone: true }, form: { readOnly: true } },
    { name: 'custPhone', label: 'fields.custPhone', column: { hideOnPhone: true }, form: { readOnly: true } },
    { name: 'handledBy', label: 'fields.handledBy', column: { hideOnPhone: true } },
    sent('custAddress', undefined, 'multiline'),
    sent('custState'),
    sent('custPostalCode'),
    sent('custWeb'),
    sent('reason', undefined, 'multiline'),
    sent('goal', undefined, 'multiline'),
    { name: 'host', label: 'fields.host', form: { readOnly: true } },
    { name: 'handledAt', label: 'fields.handledAt', column: { cell: 'dateTime', hideOnPhone: true } },
  ],
  operations: {
    list: graphql(`query CustomerInquiries($page: Int, $limit: Int, $search: String, $status: String, $sort: [String!]) {
      customerInquiries(page: $page, limit: $limit, search: $search, status: $status, sort: $sort) {
        customerInquiries { id createdAt custName cityName custEmail custPhone status handledBy handledAt }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query CustomerInquiry($id: Int!) { customerInquiry(id: $id) {
      id createdAt custName cityName countryName custEmail custPhone status note handledBy handledAt custAddress custState custPostalCode custWeb
      reason goal host } }`),
    update: graphql(
      `mutation UpdateCustomerInquiry($id: Int!, $input: CustomerInquiryUpdate!) {
      updateCustomerInquiry(id: $id, input: $input) { ...CustomerInquiryAnswer } }`,
      [CUSTOMER_INQUIRY_ANSWER],
    ),
  },
};
