import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// The documents of the claim list and the claim detail (spec 2 §2 'Service screens', §3 Claim, §7 'Claims').
// Money is in minor units with the claim's currency and precision beside it.

/** A row of the claim list: what the table and the phone cards show. */
export const CLAIM_ROW_FIELDS = graphql(`
  fragment ClaimRowFields on Claim {
    id referenceNo productCategory createdAt custName custCode frameNumber articleCode articleName brandName model qty
    status { id description category }
  }
`);

/** One page of the claims this user may read, newest first. */
export const CLAIMS = graphql(
  `
  query Claims($page: Int!, $limit: Int!, $filter: ClaimFilter) {
    claims(page: $page, limit: $limit, filter: $filter) {
      claims { ...ClaimRowFields }
      info { page limit count pageTotal }
    }
  }
`,
  [CLAIM_ROW_FIELDS],
);

/** The list's filter choices: the statuses in their order, and the brands claims were filed for. */
export const CLAIM_FILTER_OPTIONS = graphql(`
  query ClaimFilterOptions { claimStatuses { id sorting } claimBrands }
`);

/** Staff's customer filter, searched by name or code. */
export const CLAIM_CUSTOMERS = graphql(`
  query ClaimCustomers($search: String) { claimCustomers(search: $search) { id name custCode } }
`);

export const STORED_FILE_FIELDS = graphql(`
  fragment ClaimFileFields on StoredFile { id kind contentType fileName size filePath oriFileUrl medFileUrl thumbnailUrl posterUrl }
`);

/** One claim with everything its detail page shows, and what this reader may do with it. */
export const CLAIM = graphql(
  `
  query Claim($id: ID!) {
    claim(id: $id) {
      id referenceNo productCategory createdAt updatedAt custName custCode
      status { id description category }
      frameNumber frameUnknown frameShippedDelvNo frameShippedAt frameShippedTo frameShippedToName productionCode
      articleCode articleName brandName mcName model modelYear series qty invoiceNo invoicedValue currency precision
      purchaseDate contactPersonName contactPersonPhone description customerNotes
      consumer { name phone city address email }
      problems { id part description notes }
      resolution creditedAmount isNotAWarranty reasonRejection
      creditNote { invoiceNo amount status invoiceDate }
      stolenBike { isStolen reportedAt note }
      recallFrames { id title description instruction isOpen createdAt }
      docs { docType file { ...ClaimFileFields } }
      additionalDocuments { id no title createdAt file { ...ClaimFileFields } }
      comments { id comment internal byStaff displayName createdAt }
      histories { id action fromStatus toStatus reason displayName createdAt }
      nextStatuses mayEdit mayComment readsInternal
      deliveryNo deliveryAt resiNo mayEnterReturn
      deliveryOrders { doNumber deliveryDate expeditionName trackingNo trackingUrl }
      pdi { id mechanic completedAt createdAt checked items mayOpen }
      bikeAttributes { code name value own }
    }
  }
`,
  [STORED_FILE_FIELDS],
);

/** Moves a claim along one of the reader's capabilities; field errors come back on reason and creditedAmount. */
export const UPDATE_CLAIM_STATUS = graphql(`
  mutation UpdateClaimStatus($id: ID!, $status: String!, $reason: String, $creditedAmount: Int, $resolution: String, $isNotAWarranty: Boolean) {
    updateClaimStatus(id: $id, status: $status, reason: $reason, creditedAmount: $creditedAmount, resolution: $resolution, isNotAWarranty: $isNotAWarranty) {
      message { status description } code
      userErrors { field message messageKey params { name value } }
    }
  }
`);

/** What a comment or document change answers: the usual message and field errors, and the id written. */
export const CHANGE_ANSWER = graphql(`
  fragment ClaimChangeAnswer on ClaimChangeResult {
    message { status description } code id
    userErrors { field message messageKey params { name value } }
  }
`);

export const CREATE_CLAIM_COMMENT = graphql(
  `
  mutation CreateClaimComment($id: ID!, $comment: String!, $isInternal: Boolean!) {
    createClaimComment(id: $id, comment: $comment, isInternal: $isInternal) {
      ...ClaimChangeAnswer
    }
  }
`,
  [CHANGE_ANSWER],
);

/** Adds a file already sent with uploadFile(purpose: "claim") to the claim under a title. */
export const CREATE_CLAIM_DOCUMENT = graphql(
  `
  mutation CreateClaimAdditionalDocument($claimId: ID!, $title: String!, $fileId: Int!) {
    createClaimAdditionalDocument(claimId: $claimId, title: $title, fileId: $fileId) {
      ...ClaimChangeAnswer
    }
  }
`,
  [CHANGE_ANSWER],
);

/** The dealer's return shipment of the claimed part: delivery note, day sent, courier's tracking number. */
export const UPDATE_CLAIM_RETURN_SHIPMENT = graphql(
  `
  mutation UpdateClaimReturnShipment($id: ID!, $deliveryNo: String!, $deliveryAt: String!, $resiNo: String) {
    updateClaimReturnShipment(id: $id, deliveryNo: $deliveryNo, deliveryAt: $deliveryAt, resiNo: $resiNo) {
      ...ClaimChangeAnswer
    }
  }
`,
  [CHANGE_ANSWER],
);

export const DELETE_CLAIM_DOCUMENT = graphql(
  `
  mutation DeleteClaimAdditionalDocument($id: Int!) {
    deleteClaimAdditionalDocument(id: $id) {
      ...ClaimChangeAnswer
    }
  }
`,
  [CHANGE_ANSWER],
);

export type ClaimFilterInput = NonNullable<VariablesOf<typeof CLAIMS>['filter']>;
export type ClaimListPage = ResultOf<typeof CLAIMS>['claims'];
export type ClaimListRow = ClaimListPage['claims'][number];
export type ClaimCustomerOption = ResultOf<typeof CLAIM_CUSTOMERS>['claimCustomers'][number];
export type ClaimDetail = ResultOf<typeof CLAIM>['claim'];
export type ClaimFile = ClaimDetail['docs'][number]['file'];
export type ClaimCommentRow = ClaimDetail['comments'][number];
export type ClaimHistoryRow = ClaimDetail['histories'][number];
export type ClaimChangeAnswer = ResultOf<typeof CHANGE_ANSWER>;
export type ClaimUserError = ClaimChangeAnswer['userErrors'][number];
