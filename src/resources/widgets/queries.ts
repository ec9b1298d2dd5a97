import { graphql } from '../../graphql/tada.ts';
import type { QueryOptions } from '../types.ts';

// The documents of the admin form widgets (the widgets are components; their documents live here).

/** The files a sales document keeps (the documents widget). */
export const SALES_DOCUMENT_FILES = graphql(
  `query SalesDocumentFiles($id: Int!) { salesDocument(id: $id) { id files { id kind fileName } } }`,
);

/** The picture and attachments a news item keeps (the news widgets). */
export const NEWS_FILES = graphql(
  `query NewsFiles($id: Int!) { news(id: $id) { id file { id fileName medFileUrl thumbnailUrl } files { id kind fileName } } }`,
);

/** The images or video a marketing material item keeps (the material files widget). */
export const MATERIAL_FILES = graphql(`
  query MaterialFiles($id: Int!) {
    marketingMaterial(id: $id) { id files { id kind fileName fileTitle thumbnailUrl medFileUrl width height } }
  }
`);

/** One picture of a record (a banner), uploaded at once. */
export const UPLOAD_CONTENT_IMAGE = graphql(`
  mutation UploadContentImage($file: File!, $purpose: String!) {
    uploadFile(file: $file, purpose: $purpose) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      file { id fileName thumbnailUrl medFileUrl }
    }
  }
`);

/** Permissions made on /admin/permissions, beside the scopes the portal knows (the permission picker). */
export const permissionOptions = {
  query: graphql(`query PermissionOptions { permissions(limit: 500, sort: ["name:asc"]) { permissions { name description } } }`),
  rows: 'permissions',
  value: 'name',
  label: 'description',
} satisfies QueryOptions;

/** The codes of one sales organisation's customers for a user area, with how many customers each covers. */
export const USER_AREA_VALUES = graphql(`
  query UserAreaValues($sorg: String!, $limitation: String!, $search: String) {
    userAreaValues(sorg: $sorg, limitation: $limitation, search: $search) { value customers }
  }
`);

// Sales staff to copy areas from: the spec's user search, sorted by username and limited to the area limitations (spec 3 §9).
export const AREA_USERS = graphql(`
  query AreaUsers($search: String) {
    users(search: $search, limit: 20, sort: { sortBy: "username", order: "ASC" }, limitations: ["salesman", "sales_group", "sales_office"]) {
      users { id username name userAreas { sorg limitation option value } }
    }
  }
`);
