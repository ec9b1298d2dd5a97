import { graphql, type ResultOf } from './tada.ts';

// The upload area's documents (api/upload-area/schema.ts). The bytes travel through uploadFile (purpose upload_area)
// with progress; createUpload then files them under the dealer's company.

export const UPLOAD_ROW_FIELDS = graphql(`
  fragment UploadRowFields on Upload {
    id category note customerId custName custCode uploadedBy uploadedAt fileName size kind contentType downloadUrl thumbnailUrl mayDelete
  }
`);

export const UPLOADS = graphql(
  `
  query Uploads($page: Int, $limit: Int, $customerId: Int) {
    uploads(page: $page, limit: $limit, customerId: $customerId) {
      uploads { ...UploadRowFields }
      info { page limit count pageTotal }
    }
  }
`,
  [UPLOAD_ROW_FIELDS],
);

export const UPLOAD_CUSTOMERS = graphql(`
  query UploadCustomers($search: String) { uploadCustomers(search: $search) { id name custCode } }
`);

export const CREATE_UPLOAD = graphql(`
  mutation CreateUpload($fileId: Int!, $category: String!, $note: String) {
    createUpload(fileId: $fileId, category: $category, note: $note) {
      message { status description }
      userErrors { field message messageKey params { name value } }
      code id
    }
  }
`);

export const DELETE_UPLOAD = graphql(`
  mutation DeleteUpload($id: Int!) { deleteUpload(id: $id) { message { status description } code id } }
`);

export type UploadListPage = NonNullable<ResultOf<typeof UPLOADS>['uploads']>;
export type UploadListRow = ResultOf<typeof UPLOAD_ROW_FIELDS>;
