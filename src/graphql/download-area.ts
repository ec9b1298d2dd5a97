import { graphql, type ResultOf } from './tada.ts';

// The download area's documents (spec 2 §7 'Downloads'): the list with today's quota, and the request.

export const DOWNLOAD_REQUEST_FIELDS = graphql(`
  fragment DownloadRequestFields on DownloadAreaRequest {
    id module from to status progress rowsTotal rowsWritten fileName fileSize error errorKey customerName
    requestedAt finishedAt expiresAt downloadUrl
  }
`);

/** One page of the user's requests for the active customer, newest first, with today's quota. */
export const DOWNLOAD_AREA = graphql(
  `
  query DownloadArea($page: Int, $limit: Int) {
    downloadArea(page: $page, limit: $limit) {
      downloads { ...DownloadRequestFields }
      info { page limit count pageTotal }
      quota { limit used left }
    }
  }
`,
  [DOWNLOAD_REQUEST_FIELDS],
);

export const REQUEST_DOWNLOAD_AREA = graphql(`
  mutation RequestDownloadArea($module: String!, $from: String!, $to: String!) {
    requestDownloadArea(module: $module, from: $from, to: $to) {
      message { status description }
      userErrors { field message messageKey }
      code
      id
    }
  }
`);

export type DownloadAreaPage = ResultOf<typeof DOWNLOAD_AREA>['downloadArea'];
export type DownloadRequestRow = DownloadAreaPage['downloads'][number];
