import { gql } from '@urql/core';

export type DocumentType = 'sales' | 'technical';
export const DOCUMENT_TYPES: DocumentType[] = ['sales', 'technical'];

export interface DocumentCard { id: number; title: string; subtitle: string | null; validFrom: string; files: { id: number }[] }
export interface DocumentGroup { id: number; title: string; subtitle: string | null; salesDocuments: DocumentCard[] }
export interface DocumentFile { id: number; kind: string; fileName: string; fileTitle: string; size: number; oriFileUrl: string; thumbnailUrl: string | null }
export interface DocumentDetail {
  id: number; type: DocumentType; title: string; subtitle: string | null; body: string; validFrom: string;
  salesDocumentGroup: { title: string } | null; files: DocumentFile[];
}

const CARD = 'id title subtitle validFrom files { id }';

/** The reader's groups with their current documents of one type, and the documents without a group (spec 3 §9: 100). */
export const DOCUMENTS_BY_GROUP = gql`
  query ReaderSalesDocuments($type: String!) {
    salesDocumentGroups(limit: 100, sort: ["title:asc"]) { salesDocumentGroups { id title subtitle salesDocuments(type: $type) { ${CARD} } } }
    ungrouped: salesDocuments(type: $type, ungrouped: true, validOnly: true, filterContentTargetMarket: true, limit: 100) { salesDocuments { ${CARD} } }
  }
`;

/** A search over the reader's current documents of one type, paged on the server (default content limit 15). */
export const DOCUMENT_SEARCH = gql`
  query ReaderSalesDocumentSearch($type: String!, $search: String, $page: Int, $limit: Int) {
    salesDocuments(type: $type, search: $search, page: $page, limit: $limit, validOnly: true, filterContentTargetMarket: true) {
      salesDocuments { ${CARD} }
      info { page limit count pageTotal }
    }
  }
`;

export const DOCUMENT_DETAIL = gql`
  query ReaderSalesDocument($id: Int!) {
    salesDocument(id: $id) {
      id type title subtitle body validFrom salesDocumentGroup { title }
      files { id kind fileName fileTitle size oriFileUrl thumbnailUrl }
    }
  }
`;

export const SEARCH_LIMIT = 15;
