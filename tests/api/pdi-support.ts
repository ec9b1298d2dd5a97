import { claimsKit } from './claims-support.ts';
import type { Portal } from './harness.ts';

type Json = Record<string, any>;

const ROW =
  'id frameNumber articleCode description brand merchandise modelYear model series mechanic custCode custName completedAt isDeleted mayChange checklist { id checklist description checked sorting }';
const ANSWER = `message { status description } userErrors { field message messageKey } code id pdi { ${ROW} }`;

/** What the PDI tests share: the calls, the checklist, a form, an inspection of one more frame, a PDI's rows. */
export function pdiKit(portal: Portal) {
  const kit = claimsKit(portal);
  const { db } = portal;
  const Q = {
    ROW,
    CREATE: `mutation($input: PdiInput!) { createPdi(input: $input) { ${ANSWER} } }`,
    UPDATE: `mutation($id: Int!, $input: PdiInput!) { updatePdi(id: $id, input: $input) { ${ANSWER} } }`,
    DELETE: `mutation($id: Int!) { deletePdi(id: $id) { ${ANSWER} } }`,
    RESTORE: `mutation($id: Int!) { restorePdi(id: $id) { ${ANSWER} } }`,
    LIST: `query($page: Int, $limit: Int, $search: String, $showDeleted: Boolean) {
      pdis(page: $page, limit: $limit, search: $search, showDeleted: $showDeleted) { pdis { id frameNumber isDeleted } info { page limit count pageTotal } } }`,
  };

  let items: { id: number; checklist: string; sorting: number }[] = [];
  const checklist = async () => {
    if (!items.length) items = (await kit.data('dealer', '{ claimPDIChecklist { id checklist description sorting } }')).claimPDIChecklist;
    return items;
  };
  const ticks = (checked: (i: number) => boolean) => items.map((item, i) => ({ id: item.id, checked: checked(i) }));
  /** A form with every item checked, unless `extra` says otherwise. */
  const input = async (frameNumber: string, extra: Json = {}) => {
    await checklist();
    return { frameNumber, mechanic: 'Budi Santoso', notes: 'Front brake bled', checklist: ticks(() => true), ...extra };
  };

  /** Inspects one more of the user's frames; answers the PDI and its frame number. */
  async function inspect(username = 'dealer', extra: Json = {}) {
    const frame = await kit.frameOf(username);
    const answer = (await kit.data(username, Q.CREATE, { input: await input(frame.frameNumber, extra) })).createPdi;
    if (!answer.message.status) throw new Error(JSON.stringify(answer));
    return { id: answer.id as number, frameNumber: frame.frameNumber, pdi: answer.pdi };
  }

  /** A PDI's rows, to prove a refused change changed nothing. */
  async function snapshot(id: number) {
    const [pdi, checks] = await Promise.all([
      db.selectFrom('pdis').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      db.selectFrom('pdiChecks').selectAll().where('pdiId', '=', id).orderBy('itemId').execute(),
    ]);
    return { pdi, checks };
  }

  return { ...kit, Q, checklist, ticks, input, inspect, snapshot };
}
