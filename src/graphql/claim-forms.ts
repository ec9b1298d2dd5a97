import { FRAME_FACTS } from './frames.ts';
import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// The documents of the claim forms (/claim/create/bike, /claim/create/paa, /claim/:id/edit).

/** What every claim form needs first: the filing dealer (null without an active customer) and the problems catalogue. */
export const CLAIM_FORM_START = graphql(`
  query ClaimFormStart($productCategory: String!) {
    claimDealerInformation { custCode custName address city phone email contactPersonName contactPersonPhone }
    claimProblems(productCategory: $productCategory) { id part description }
  }
`);

/** A bike shipped to the active customer; null for any other frame. */
export const CLAIM_FRAME = graphql(
  `
  query ClaimFrame($frameNumber: String!) {
    claimFrame(frameNumber: $frameNumber) { ...FrameFacts openClaim { id referenceNo } }
  }
`,
  [FRAME_FACTS],
);

/** PAA articles invoiced to the active customer, each with the invoices it was on. */
export const CLAIM_ARTICLES = graphql(`
  query ClaimArticles($search: String) {
    claimArticles(search: $search) { id articleCode name brand invoices { invoiceNo invoiceDate qty claimableQty price currency precision } }
  }
`);

/** The market's bikes by name or code: the model a dealer names for a frame number the portal does not know (claimNonCode). */
export const CLAIM_BIKE_ARTICLES = graphql(`
  query ClaimBikeArticles($search: String) {
    claimBikeArticles(search: $search) { id articleCode name brand model modelYear }
  }
`);

/** A claim as its edit form shows it. */
export const CLAIM_TO_EDIT = graphql(`
  query ClaimToEdit($id: ID!) {
    claim(id: $id) {
      id referenceNo productCategory mayEdit
      frameNumber frameUnknown brandName model modelYear series productionCode frameShippedDelvNo frameShippedAt frameShippedTo frameShippedToName
      stolenBike { isStolen reportedAt note }
      recallFrames { id title description instruction isOpen }
      articleId articleCode articleName qty invoiceNo
      contactPersonName contactPersonPhone purchaseDate description customerNotes
      consumer { name phone email city address }
      problems { problemId notes }
      docs { docType file { id thumbnailUrl fileName kind } }
    }
  }
`);

export const CLAIM_RESULT = graphql(`
  fragment ClaimFormResult on ClaimResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    claim { id referenceNo }
  }
`);

export const CREATE_CLAIM_BIKE = graphql(
  `
  mutation CreateClaimBike($input: ClaimBikeInput!) { createClaimBike(input: $input) { ...ClaimFormResult } }
`,
  [CLAIM_RESULT],
);

export const CREATE_CLAIM_PAA = graphql(
  `
  mutation CreateClaimPaa($input: ClaimPaaInput!) { createClaimPaa(input: $input) { ...ClaimFormResult } }
`,
  [CLAIM_RESULT],
);

export const UPDATE_CLAIM_BIKE = graphql(
  `
  mutation UpdateClaimBike($id: ID!, $input: ClaimBikeInput!) { updateClaimBike(id: $id, input: $input) { ...ClaimFormResult } }
`,
  [CLAIM_RESULT],
);

export const UPDATE_CLAIM_PAA = graphql(
  `
  mutation UpdateClaimPaa($id: ID!, $input: ClaimPaaInput!) { updateClaimPaa(id: $id, input: $input) { ...ClaimFormResult } }
`,
  [CLAIM_RESULT],
);

export type ClaimFormStart = ResultOf<typeof CLAIM_FORM_START>;
export type DealerInformation = NonNullable<ClaimFormStart['claimDealerInformation']>;
export type ProblemOption = ClaimFormStart['claimProblems'][number];
export type ClaimFrame = NonNullable<ResultOf<typeof CLAIM_FRAME>['claimFrame']>;
export type ClaimArticle = ResultOf<typeof CLAIM_ARTICLES>['claimArticles'][number];
export type InvoicedLine = ClaimArticle['invoices'][number];
export type ClaimBikeArticle = ResultOf<typeof CLAIM_BIKE_ARTICLES>['claimBikeArticles'][number];
export type ClaimToEdit = ResultOf<typeof CLAIM_TO_EDIT>['claim'];
export type KeptFile = ClaimToEdit['docs'][number]['file'];
export type ClaimFormResult = ResultOf<typeof CLAIM_RESULT>;
export type ClaimBikeInput = VariablesOf<typeof CREATE_CLAIM_BIKE>['input'];
export type ClaimPaaInput = VariablesOf<typeof CREATE_CLAIM_PAA>['input'];
