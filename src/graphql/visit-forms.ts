import { graphql, type ResultOf } from './tada.ts';
import { PHOTO_SLOTS } from '../rules/visit-forms.ts';

// Store-visit forms (api/visit-forms/schema.ts). Photos travel to POST /api/files/visit_photo with progress;
// the form's save then names them by id per slot.

export const VISIT_PHOTO_FIELDS = graphql(`
  fragment VisitPhotoFields on StoredFile { id kind fileName thumbnailUrl medFileUrl oriFileUrl }
`);

export const VISIT_FORM_FIELDS = graphql(
  `
  fragment VisitFormFields on FormVisit {
    id brand customerId custCode custName otherMidrange otherMidrangeDescription brandDomination qtyPlgGrp qtyNonPlgGrp
    brandDisplay brandDisplayDescription seriesList seriesBrand { brand series } otherSeriesList notes equipment equipmentText
    createdAt createdBy updatedAt
    frontShop1 { ...VisitPhotoFields } frontShop2 { ...VisitPhotoFields } frontShop3 { ...VisitPhotoFields } frontShop4 { ...VisitPhotoFields }
    displayShop1 { ...VisitPhotoFields } displayShop2 { ...VisitPhotoFields } displayShop3 { ...VisitPhotoFields } displayShop4 { ...VisitPhotoFields }
    displayBanner { ...VisitPhotoFields } displayPoster { ...VisitPhotoFields } displayHangtagShimano { ...VisitPhotoFields }
  }
`,
  [VISIT_PHOTO_FIELDS],
);

export const FORM_VISITS = graphql(`
  query FormVisits($brand: String!, $page: Int!, $limit: Int!, $from: String, $to: String, $custCodes: [String!]) {
    formVisits(brand: $brand, page: $page, limit: $limit, from: $from, to: $to, custCodes: $custCodes) {
      formVisits { id custCode custName createdAt createdBy brandDomination qtyPlgGrp qtyNonPlgGrp frontShop1 { id thumbnailUrl } }
      info { page limit count pageTotal }
    }
  }
`);

export const FORM_VISIT = graphql(
  `
  query FormVisit($id: Int!) { formVisit(id: $id) { ...VisitFormFields } }
`,
  [VISIT_FORM_FIELDS],
);

export const FORM_VISIT_CHOICES = graphql(`
  query FormVisitChoices($brand: String!) {
    formVisitOtherMidRange(brand: $brand) { code name }
    formVisitEquipment(brand: $brand) { code name }
    formVisitBrandDisplay(brand: $brand) { code name }
    formVisitSeries(brand: $brand)
    formVisitSalesCustomers { id custCode custName }
  }
`);

export const FORM_VISIT_CUSTOMERS = graphql(`
  query FormVisitCustomers($brand: String) { formVisitSalesCustomers(onlyCustomerHasFormVisit: true, brand: $brand) { id custCode custName } }
`);

export const FORM_VISIT_DEALER = graphql(`
  query FormVisitDealer($custCode: String!) {
    formVisitDealer(custCode: $custCode) {
      custCode custName currency precision
      months { month netSales invoiceQuantity }
      openClaimCount openClaims { id referenceNo articleName statusId createdAt }
      bonus { year quarter points tier nextTier missingPoints bonusValue currency precision }
    }
  }
`);

export const CREATE_FORM_VISIT = graphql(`
  mutation CreateFormVisit($brand: String!, $input: FormVisitInput!) {
    createFormVisit(brand: $brand, input: $input) { message { status description } userErrors { field message messageKey params { name value } } code id }
  }
`);

export const UPDATE_FORM_VISIT = graphql(`
  mutation UpdateFormVisit($id: Int!, $input: FormVisitInput!) {
    updateFormVisit(id: $id, input: $input) { message { status description } userErrors { field message messageKey params { name value } } code id }
  }
`);

export const DELETE_FORM_VISIT = graphql(`
  mutation DeleteFormVisit($id: Int!) { deleteFormVisit(id: $id) { message { status description } code id } }
`);

export type VisitForm = ResultOf<typeof FORM_VISIT>['formVisit'];
export type VisitFormResult = ResultOf<typeof CREATE_FORM_VISIT>['createFormVisit'];
export type VisitDealer = ResultOf<typeof FORM_VISIT_DEALER>['formVisitDealer'];
export { PHOTO_SLOTS };
