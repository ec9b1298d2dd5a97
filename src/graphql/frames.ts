import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// The documents of the frame list, the frame page and the home page's recall card (DESIGN 'Frames').

/**
 * What a form shows of the bike it is about (a claim, an inspection, a registration), with the warnings a dealer must
 * read first: the one Frame type, whichever lookup found it.
 */
export const FRAME_FACTS = graphql(`
  fragment FrameFacts on Frame {
    frameNumber oldCode brand model modelYear series articleName productionCode deliveryNo shippedAt shippedTo shippedToName
    stolen { isStolen reportedAt note }
    recalls { id title description instruction isOpen }
  }
`);

/** One page of the frames this user may read, newest shipments first. */
export const FRAMES = graphql(`
  query Frames($page: Int!, $limit: Int!, $filter: FrameFilter) {
    frames(page: $page, limit: $limit, filter: $filter) {
      frames { frameNumber brand model modelYear series articleName productionCode deliveryNo shippedAt custName custCode sold stolen openRecalls }
      info { page limit count pageTotal }
    }
  }
`);

/** One bike with everything keyed on its frame number. */
export const FRAME = graphql(`
  query Frame($frameNumber: String!) {
    frame(frameNumber: $frameNumber) {
      frameNumber brand model modelYear series articleCode articleName mcName productionCode mayReportStolen
      shipment { deliveryNo shippedAt custName custCode expeditionName trackingNo orderId orderNo }
      pdi { id mechanic completedAt createdAt checked items }
      registration { id soldDate status consumerName nonRetail warranties { component months endsOn } }
      claims { id referenceNo status statusDescription createdAt }
      recalls { id title description instruction createdAt isOpen doneAt }
      stolen { isStolen reportedAt note }
    }
  }
`);

/** How many of the active customer's bikes an open recall touches. */
export const RECALL_SUMMARY = graphql(`
  query RecallSummary { recallSummary { inStock sold } }
`);

export const FRAME_ANSWER = graphql(`
  fragment FrameAnswer on FrameResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    id
  }
`);

/** The officer's stolen list: report a frame, or take a found bike off it. */
export const REPORT_STOLEN_FRAME = graphql(
  `
  mutation ReportStolenFrame($frameNumber: String!, $note: String) {
    reportStolenFrame(frameNumber: $frameNumber, note: $note) { ...FrameAnswer }
  }
`,
  [FRAME_ANSWER],
);

export const CLEAR_STOLEN_FRAME = graphql(
  `
  mutation ClearStolenFrame($frameNumber: String!) {
    clearStolenFrame(frameNumber: $frameNumber) { ...FrameAnswer }
  }
`,
  [FRAME_ANSWER],
);

export type FrameFacts = ResultOf<typeof FRAME_FACTS>;
export type FrameRecall = FrameFacts['recalls'][number];
export type FrameStolenReport = FrameFacts['stolen'];
export type FrameFilterInput = NonNullable<VariablesOf<typeof FRAMES>['filter']>;
export type FrameListPage = ResultOf<typeof FRAMES>['frames'];
export type FrameListRow = FrameListPage['frames'][number];
export type FrameDetail = ResultOf<typeof FRAME>['frame'];
export type FrameAnswer = ResultOf<typeof FRAME_ANSWER>;
