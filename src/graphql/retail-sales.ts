import { FRAME_FACTS } from './frames.ts';
import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// The documents of the retail-sales pages (spec 2 §7 'Frames'): the registrations list, the registration form and its lookups.

export const REGISTERED_FRAME_FIELDS = graphql(`
  fragment RegisteredFrameFields on RegisteredFrame {
    id frameNumber oldCode brand model modelYear articleDescription soldDate shippedAt createdAt nonRetail useAccountData
    customerName customerPhone customerEmail customerAddress customerCity customerCityId dealerName
    status failureReason failureCode mayReupload mayDelete
    warranty { component months endsOn }
  }
`);

/** One page of the active customer's registrations, newest first. */
export const REGISTERED_FRAMES = graphql(
  `
  query RegisteredFrames($page: Int, $limit: Int, $type: RegistrationType, $status: RegistrationStatusFilter, $search: String) {
    registeredFrames(page: $page, limit: $limit, type: $type, status: $status, search: $search) {
      registeredFrames { ...RegisteredFrameFields }
      info { page limit count pageTotal }
    }
  }
`,
  [REGISTERED_FRAME_FIELDS],
);

/** A registration the edit page opens (correct and reupload, or edit). */
export const REGISTERED_FRAME = graphql(
  `
  query RegisteredFrame($id: ID!) { registeredFrame(id: $id) { ...RegisteredFrameFields } }
`,
  [REGISTERED_FRAME_FIELDS],
);

/** A bike shipped to the active customer, with its warnings and any live registration; null for any other frame. */
export const REGISTRATION_FRAME = graphql(
  `
  query RegistrationFrame($frameNumber: String!) {
    registrationFrame(frameNumber: $frameNumber) { ...FrameFacts registeredFrame { id status } }
  }
`,
  [FRAME_FACTS],
);

/** The cities a consumer lives in, of the active customer's country. */
/** The active customer's shops a sale is registered under: the dealer itself first, then its branches. */
export const DEALER_UNDER_INSERA = graphql(`
  query DealerUnderInsera { dealerUnderInsera { code name city isDefault } }
`);

export const CONSUMER_ACCOUNT_FIELDS = graphql(`
  fragment ConsumerAccountFields on ConsumerAccount {
    accountRef name city bikes { frameNumber model modelYear soldDate soldByYou }
  }
`);

/** The consumer's existing Polygon account and its Polygon bikes, by email (else phone). */
export const ACCOUNT_POLYGON_BIKES = graphql(
  `
  query AccountPolygonBikesDatas($email: String, $phone: String) {
    accountPolygonBikesDatas(email: $email, phone: $phone) { ...ConsumerAccountFields }
  }
`,
  [CONSUMER_ACCOUNT_FIELDS],
);

/** The consumer's existing Marin account and its Marin bikes, by email (else phone). */
export const ACCOUNT_MARIN_BIKES = graphql(
  `
  query AccountMarinBikesData($email: String, $phone: String) {
    accountMarinBikesData(email: $email, phone: $phone) { ...ConsumerAccountFields }
  }
`,
  [CONSUMER_ACCOUNT_FIELDS],
);
export type ConsumerAccountView = ResultOf<typeof CONSUMER_ACCOUNT_FIELDS>;

export const CITIES = graphql(`
  query Cities($countryId: String) { cities(countryId: $countryId) { id description } }
`);

export const REGISTRATION_RESULT = graphql(`
  fragment RegistrationFormResult on RegistrationResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    registeredFrame { id frameNumber status }
  }
`);

export const REGISTER_FRAME = graphql(
  `
  mutation RegisterFrame($frameNumber: String!, $soldDate: String!, $customer: RegistrationConsumerInput!, $dealer: String,
    $useAccountData: Boolean, $nonRetail: Boolean) {
    registerFrame(frameNumber: $frameNumber, soldDate: $soldDate, customer: $customer, dealer: $dealer, useAccountData: $useAccountData,
      nonRetail: $nonRetail) { ...RegistrationFormResult }
  }
`,
  [REGISTRATION_RESULT],
);

export const UPDATE_REGISTERED_FRAME = graphql(
  `
  mutation UpdateRegisteredFrame($id: ID!, $input: RegisteredFrameInput!) {
    updateRegisteredFrame(id: $id, input: $input) { ...RegistrationFormResult }
  }
`,
  [REGISTRATION_RESULT],
);

export const DELETE_FRAME = graphql(`
  mutation DeleteFrame($frameNumber: String!, $type: String) {
    deleteFrame(frameNumber: $frameNumber, type: $type) { message { status description } code contactSales }
  }
`);

export type RegisteredFramePage = ResultOf<typeof REGISTERED_FRAMES>['registeredFrames'];
export type RegisteredFrameRow = RegisteredFramePage['registeredFrames'][number];
export type RegistrationFrame = NonNullable<ResultOf<typeof REGISTRATION_FRAME>['registrationFrame']>;
export type RegistrationFormResult = ResultOf<typeof REGISTRATION_RESULT>;
export type RegisteredFrameInput = VariablesOf<typeof UPDATE_REGISTERED_FRAME>['input'];
export type RegistrationStatusFilter = NonNullable<VariablesOf<typeof REGISTERED_FRAMES>['status']>;
