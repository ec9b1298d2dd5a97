import { beforeAll, describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';
import { claimsKit } from './claims-support.ts';

// DESIGN 'Tenant rule': every id-taking claim field, asked by another dealer, answers FORBIDDEN or NOT_FOUND with no
// data; internal comments never reach a dealer; support reads everything and changes nothing.
const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const { gql, data, STATUS } = kit;

const COMMENT =
  'mutation($id: ID!, $c: String!, $i: Boolean!) { createClaimComment(id: $id, comment: $c, isInternal: $i) { message { status } userErrors { messageKey } id } }';
const ADD_DOC =
  'mutation($id: ID!, $t: String!, $f: Int!) { createClaimAdditionalDocument(claimId: $id, title: $t, fileId: $f) { message { status } userErrors { messageKey } id } }';
const INTERNAL = 'Dealer pushes warranty on every fork: check their service records first';
const VISIBLE = 'Please send a photo of the fork seal';

let claimId = '';
let frameNumber = '';
let documentId = 0;

beforeAll(async () => {
  const filed = await kit.fileBikeClaim('dealer', 'recall', {
    attachments: [{ slot: 'photo1', fileId: await kit.uploadedId('dealer', await kit.jpeg(), 'fork.jpg') }],
  });
  claimId = filed.id;
  frameNumber = filed.frame.frameNumber;
  await data('warranty', STATUS, { id: claimId, status: 'in_review' });
  await data('warranty', STATUS, { id: claimId, status: 'need_information', reason: 'See the comment' });
  expect((await data('warranty', COMMENT, { id: claimId, c: INTERNAL, i: true })).createClaimComment.message.status).toBe(true);
  expect((await data('warranty', COMMENT, { id: claimId, c: VISIBLE, i: false })).createClaimComment.message.status).toBe(true);
  const doc = (
    await data('dealer', ADD_DOC, { id: claimId, t: 'Seal photo', f: await kit.uploadedId('dealer', await kit.jpeg(200), 'seal.jpg') })
  ).createClaimAdditionalDocument;
  documentId = doc.id;
});

const claimForm = async () => ({ ...(await kit.form({ frameNumber })) });

describe("another dealer's claims", () => {
  it.each([
    ['claim', 'query($id: ID!) { claim(id: $id) { id referenceNo } }'],
    ['claimComments', 'query($id: ID!) { claimComments(id: $id) { comment } }'],
    ['claimAdditionalDocuments', 'query($id: ID!) { claimAdditionalDocuments(claimId: $id) { title url } }'],
  ])('%s answers NOT_FOUND with no data', async (_name, query) => {
    const body = await gql('dealer2', query, { id: claimId });
    expect(codes(body)).toEqual(['N001']);
    expect(body.data).toBeNull();
  });

  it.each([
    ['updateClaimStatus to closed', STATUS, () => ({ id: claimId, status: 'closed' })],
    ['updateClaimStatus to in_review', STATUS, () => ({ id: claimId, status: 'in_review' })],
    ['createClaimComment', COMMENT, () => ({ id: claimId, c: 'mine now', i: false })],
    ['createClaimAdditionalDocument', ADD_DOC, () => ({ id: claimId, t: 'x', f: 1 })],
    [
      'deleteClaimAdditionalDocument',
      'mutation($id: Int!) { deleteClaimAdditionalDocument(id: $id) { message { status } } }',
      () => ({ id: documentId }),
    ],
    [
      'updateClaimBike',
      'mutation($id: ID!, $input: ClaimBikeInput!) { updateClaimBike(id: $id, input: $input) { message { status } } }',
      async () => ({ id: claimId, input: await claimForm() }),
    ],
  ])('%s is refused and changes nothing', async (_name, mutation, variables) => {
    const before = await snapshot();
    const body = await gql('dealer2', mutation, await variables());
    expect(['N001', 'U002']).toContain(codes(body)[0]);
    expect(body.data).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it("says nothing about the dealer's frames: lookups answer null or empty, the list leaves the claim out", async () => {
    const frames = await data(
      'dealer2',
      `query($f: String!) { claimFrame(frameNumber: $f) { frameNumber } claimStolenBike(frameNumber: $f) { isStolen }
      claimRecallFrames(frameNumber: $f) { title } }`,
      { f: frameNumber },
    );
    expect(frames).toEqual({ claimFrame: null, claimStolenBike: null, claimRecallFrames: [] });
    const list = (await data('dealer2', '{ claims(page: 1, limit: 50) { claims { id } info { count } } }')).claims;
    expect(list.claims.map((c: any) => c.id)).not.toContain(claimId);
    const filtered = (
      await data('dealer2', 'query($c: Int) { claims(page: 1, limit: 50, filter: { customerId: $c }) { info { count } } }', {
        c: await kit.customerIdOf('dealer'),
      })
    ).claims;
    expect(filtered.info.count).toBe(0);
    // The claim's files: their owner check follows the claim.
    const fileId = (
      await db.selectFrom('claimAttachments').select('fileId').where('claimId', '=', Number(claimId)).executeTakeFirstOrThrow()
    ).fileId;
    const fetchAs = async (username: string) => (await portal.request(`/files/${fileId}/ori`, { token: await kit.token(username) })).status;
    expect(await fetchAs('dealer')).toBe(200);
    expect(await fetchAs('dealer2')).toBe(404);
  });
});

describe('internal comments', () => {
  it('never reach the dealer: not in the claim, the comments or the histories', async () => {
    const seen = await data(
      'dealer',
      `query($id: ID!) { claim(id: $id) { readsInternal comments { comment internal } histories { reason } }
      claimComments(id: $id) { comment internal } }`,
      { id: claimId },
    );
    const text = JSON.stringify(seen);
    expect(text).not.toContain(INTERNAL);
    expect(seen.claim.comments).toEqual([{ comment: VISIBLE, internal: false }]);
    expect(seen.claimComments).toEqual([{ comment: VISIBLE, internal: false }]);
    expect(seen.claim.readsInternal).toBe(false);
    const refused = (await data('dealer', COMMENT, { id: claimId, c: 'internal from a dealer', i: true })).createClaimComment;
    expect(refused.userErrors).toEqual([{ messageKey: 'claims:errors.internal_for_staff' }]);
  });

  it('are read by the officer and support, marked internal', async () => {
    for (const who of ['warranty', 'support']) {
      const { claimComments } = await data(who, 'query($id: ID!) { claimComments(id: $id) { comment internal } }', { id: claimId });
      expect(claimComments).toEqual([
        { comment: INTERNAL, internal: true },
        { comment: VISIBLE, internal: false },
      ]);
    }
  });
});

describe('support', () => {
  it('reads every claim with its history, and may change nothing', async () => {
    const claim = (
      await data('support', `query($id: ID!) { claim(id: $id) { referenceNo nextStatuses mayEdit mayComment histories { toStatus } } }`, {
        id: claimId,
      })
    ).claim;
    expect(claim).toMatchObject({ nextStatuses: [], mayEdit: false, mayComment: false });
    expect(claim.histories.length).toBeGreaterThan(2);
    const before = await snapshot();
    for (const [mutation, variables] of [
      [STATUS, { id: claimId, status: 'closed' }],
      [COMMENT, { id: claimId, c: 'support note', i: true }],
    ] as const) {
      expect(codes(await gql('support', mutation, variables))).toEqual(['U002']);
    }
    expect(await snapshot()).toEqual(before);
  });
});

async function snapshot() {
  const id = Number(claimId);
  const [claim, comments, docs, histories] = await Promise.all([
    db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('claimComments').select('id').where('claimId', '=', id).execute(),
    db.selectFrom('claimAdditionalDocuments').select('id').where('claimId', '=', id).execute(),
    db.selectFrom('claimHistories').select('id').where('claimId', '=', id).execute(),
  ]);
  return { claim, comments: comments.length, docs: docs.length, histories: histories.length };
}
