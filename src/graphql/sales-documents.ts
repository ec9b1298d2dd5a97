import { graphql, type ResultOf } from './tada.ts';

export type DocumentType = 'sales' | 'technical';
export const DOCUMENT_TYPES: DocumentType[] = ['sales', 'technical'];

/** What a document's card shows. */
export const DOCUMENT_CARD = graphql(`
  fragment ReaderSalesDocumentCard on SalesDocument {
    id title subtitle validFrom files { id kind thumbnailUrl }
    layout { placeholderOnCard titleOnCard subtitleOnCard releasedonOnCard }
  }
`);

export type DocumentCard = ResultOf<typeof DOCUMENT_CARD>;

/** The reader's groups with their current documents of one type, and the documents without a group (spec 3 §9: 100). */
export const DOCUMENTS_BY_GROUP = graphql(
  `
  query ReaderSalesDocuments($type: String!) {
    salesDocumentGroups(limit: 100, sort: ["title:asc"]) {
      salesDocumentGroups { id title subtitle salesDocuments(type: $type) { ...ReaderSalesDocumentCard } }
    }
    ungrouped: salesDocuments(type: $type, ungrouped: true, validOnly: true, filterContentTargetMarket: true, limit: 100) {
      salesDocuments { ...ReaderSalesDocumentCard }
    }
  }
`,
  [DOCUMENT_CARD],
);

/** A search over the reader's current documents of one type, paged on the server (default content limit 15). */
export const DOCUMENT_SEARCH = graphql(
  `
  query ReaderSalesDocumentSearch($type: String!, $search: String, $page: Int, $limit: Int) {
    salesDocuments(type: $type, search: $search, page: $page, limit: $limit, validOnly: true, filterContentTargetMarket: true) {
      salesDocuments { ...ReaderSalesDocumentCard }
      info { page limit count pageTotal }
    }
  }
`,
  [DOCUMENT_CARD],
);

export const DOCUMENT_DETAIL = graphql(`
  query ReaderSalesDocument($id: Int!) {
    salesDocument(id: $id) {
      id type title subtitle body validFrom salesDocumentGroup { title }
      files { id kind fileName fileTitle size oriFileUrl thumbnailUrl }
    }
  }
`);

export const SEARCH_LIMIT = 15;
