import { PRODUCT_FIELDS } from './catalog.ts';
import { graphql, type ResultOf } from './tada.ts';

// Quotes (api/quotes/schema.ts): the dealer asks from the cart and orders at the quoted prices; staff answer.

export const QUOTES = graphql(`
  query Quotes($page: Int, $limit: Int, $state: String) {
    quotes(page: $page, limit: $limit, state: $state) {
      quotes { id state customerName customerCode requestedByName createdAt validUntil lineCount listTotal quotedTotal currency }
      info { page limit count pageTotal }
    }
  }
`);

export const QUOTE_REQUESTS = graphql(`
  query QuoteRequests($page: Int, $limit: Int, $state: String) {
    quoteRequests(page: $page, limit: $limit, state: $state) {
      quotes { id state customerName customerCode requestedByName createdAt validUntil lineCount listTotal quotedTotal currency }
      info { page limit count pageTotal }
    }
  }
`);
export type QuoteRow = ResultOf<typeof QUOTES>['quotes']['quotes'][number];

export const QUOTE = graphql(
  `
  query Quote($id: Int!) {
    quote(id: $id) {
      id state customerName customerCode note requestedByName createdAt answeredByName answeredAt answerNote declineReason
      validUntil orderedByName orderedAt currency precision
      lines { id articleCode articleCodeDisplay name qty uom listPrice quotedPrice product { ...ProductFields } }
      orders { id orderNo }
    }
  }
`,
  [PRODUCT_FIELDS],
);
export type QuoteDetail = ResultOf<typeof QUOTE>['quote'];
export type QuoteLine = QuoteDetail['lines'][number];

export const QUOTE_REQUEST = graphql(`
  query QuoteRequest($id: Int!) {
    quoteRequest(id: $id) {
      id state customerName customerCode note requestedByName createdAt answeredByName answeredAt answerNote declineReason
      validUntil orderedByName orderedAt currency precision
      lines { id articleCode articleCodeDisplay name qty uom listPrice quotedPrice }
      orders { id orderNo }
    }
  }
`);
export type QuoteRequestDetail = ResultOf<typeof QUOTE_REQUEST>['quoteRequest'];

export const REQUEST_QUOTE = graphql(`
  mutation RequestQuote($note: String) { requestQuote(note: $note) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const ANSWER_QUOTE = graphql(`
  mutation AnswerQuote($id: Int!, $input: QuoteAnswerInput!) { answerQuote(id: $id, input: $input) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const DECLINE_QUOTE = graphql(`
  mutation DeclineQuote($id: Int!, $reason: String!) { declineQuote(id: $id, reason: $reason) { message { status description } userErrors { field message messageKey params { name value } } code id } }
`);

export const ORDER_QUOTE = graphql(`
  mutation OrderQuote($id: Int!, $input: CheckoutInput!) {
    orderQuote(id: $id, input: $input) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      code
      orders { orderNo sorg seller linesTotal shipmentAmount total currency precision }
    }
  }
`);
