import { FRAME_FACTS } from './frames.ts';
import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// The documents of the pre-delivery inspection pages (/pdi, /pdi/create, /pdi/:id/edit; spec 2 §3, §7 PDI calls).

/** A row of the PDI list: what the table and the phone cards show. */
export const PDI_ROW_FIELDS = graphql(`
  fragment PdiRowFields on Pdi {
    id frameNumber brand model modelYear description mechanic custName custCode completedAt isDeleted createdAt mayChange
  }
`);

/** One page of the inspections this user may read, newest first. */
export const PDIS = graphql(
  `
  query Pdis($page: Int, $limit: Int, $search: String, $showDeleted: Boolean) {
    pdis(page: $page, limit: $limit, search: $search, showDeleted: $showDeleted) {
      pdis { ...PdiRowFields }
      info { page limit count pageTotal }
    }
  }
`,
  [PDI_ROW_FIELDS],
);

/** What the form shows of a bike, with its warnings; `pdiId` is the inspection it already has. */
export const PDI_FRAME_FIELDS = graphql(
  `
  fragment PdiFrameFields on Frame { ...FrameFacts pdiId }
`,
  [FRAME_FACTS],
);

/** A bike shipped to the active customer; null for any other frame. */
export const PDI_FRAME = graphql(
  `
  query PdiFrame($frameNumber: String!) { pdiFrame(frameNumber: $frameNumber) { ...PdiFrameFields } }
`,
  [PDI_FRAME_FIELDS],
);

/** The checklist a new inspection starts from. */
export const PDI_CHECKLIST = graphql(`
  query PdiChecklist { claimPDIChecklist { id checklist description sorting } }
`);

/** An inspection as its edit form shows it. */
export const PDI_TO_EDIT = graphql(
  `
  query PdiToEdit($id: Int!) {
    pdi(id: $id) {
      id frameNumber mechanic notes completedAt isDeleted mayChange
      checklist { id checklist description checked sorting }
      frame { ...PdiFrameFields }
    }
  }
`,
  [PDI_FRAME_FIELDS],
);

/** What every PDI change answers. */
export const PDI_ANSWER = graphql(`
  fragment PdiAnswer on PdiResult {
    message { status description } code id
    userErrors { field message messageKey params { name value } }
  }
`);

export const CREATE_PDI = graphql(
  `
  mutation CreatePdi($input: PdiInput!) { createPdi(input: $input) { ...PdiAnswer } }
`,
  [PDI_ANSWER],
);

export const UPDATE_PDI = graphql(
  `
  mutation UpdatePdi($id: Int!, $input: PdiInput!) { updatePdi(id: $id, input: $input) { ...PdiAnswer } }
`,
  [PDI_ANSWER],
);

export const DELETE_PDI = graphql(
  `
  mutation DeletePdi($id: Int!) { deletePdi(id: $id) { ...PdiAnswer } }
`,
  [PDI_ANSWER],
);

export const RESTORE_PDI = graphql(
  `
  mutation RestorePdi($id: Int!) { restorePdi(id: $id) { ...PdiAnswer } }
`,
  [PDI_ANSWER],
);

export type PdiListPage = ResultOf<typeof PDIS>['pdis'];
export type PdiListRow = PdiListPage['pdis'][number];
export type PdiFrame = NonNullable<ResultOf<typeof PDI_FRAME>['pdiFrame']>;
export type PdiChecklistItem = ResultOf<typeof PDI_CHECKLIST>['claimPDIChecklist'][number];
export type PdiToEdit = ResultOf<typeof PDI_TO_EDIT>['pdi'];
export type PdiAnswer = ResultOf<typeof PDI_ANSWER>;
export type PdiInput = VariablesOf<typeof CREATE_PDI>['input'];
