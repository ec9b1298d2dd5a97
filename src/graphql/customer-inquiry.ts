import { graphql, type ResultOf } from './tada.ts';

/** What the public forms answer (new customer inquiry, forgotten password): sent to /public/graphql. */
export const PUBLIC_FORM_RESULT = graphql(`
  fragment PublicFormResultFields on PublicFormResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    retryAfterSeconds
  }
`);
export type PublicFormResult = ResultOf<typeof PUBLIC_FORM_RESULT>;

export const INQUIRY_COUNTRIES = graphql(`
  query InquiryCountries {
    inquiryCountries { id name }
  }
`);

export const INQUIRY_CITIES = graphql(`
  query InquiryCities($countryId: String!) {
    inquiryCities(countryId: $countryId) { id description }
  }
`);

export const CREATE_CUSTOMER_INQUIRY = graphql(
  `
  mutation CreateCustomerInquiry($input: CustomerInquiryInput!) {
    createCustomerInquiry(input: $input) { ...PublicFormResultFields }
  }
`,
  [PUBLIC_FORM_RESULT],
);
