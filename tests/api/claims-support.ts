import sharp from 'sharp';
import type { Portal } from './harness.ts';

type Json = Record<string, any>;

/** What the claims tests share: calls as a user, uploads through the pipeline, frames of a dealer, a filed claim. */
export function claimsKit(portal: Portal) {
  const { db } = portal;
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await portal.tokens(username)).requestToken);
    return tokens.get(username)!;
  };
  const gql = async (username: string, query: string, variables: Json = {}) =>
    (await portal.graphql(query, { token: await token(username), variables })).body as { data?: Json | null; errors?: Json[] };
  const data = async (username: string, query: string, variables: Json = {}) => {
    const body = await gql(username, query, variables);
    if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
    return body.data;
  };

  const jpeg = (shade = 120) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer();
  const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  async function upload(username: string, bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation($file: File!, $purpose: String!) { uploadFile(file: $file, purpose: $purpose) { message { status } code userErrors { field messageKey } file { id kind } } }',
        variables: { file: null, purpose: 'claim' },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new File([bytes as Uint8Array<ArrayBuffer>], name));
    const res = await portal.request('/graphql', { method: 'POST', body: form, token: await token(username) });
    return ((await res.json()) as { data: Json }).data.uploadFile as Json;
  }
  const uploadedId = async (username: string, bytes: Uint8Array, name: string) => {
    const answer = await upload(username, bytes, name);
    if (!answer.file) throw new Error(JSON.stringify(answer));
    return answer.file.id as number;
  };

  const customerIdOf = async (username: string) =>
    (await db.selectFrom('users').select('customerId').where('username', '=', username).executeTakeFirstOrThrow()).customerId!;

  /** A frame of the user's company: plain, under an open recall, or reported stolen; each call hands out another. */
  const used = new Set<string>();
  async function frameOf(username: string, kind: 'plain' | 'recall' | 'stolen' = 'plain') {
    const customerId = await customerIdOf(username);
    const frames = await db
      .selectFrom('frames as f')
      .select(['f.id', 'f.frameNumber', 'f.unitPrice'])
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('recallFrames as rf')
              .innerJoin('recalls as r', 'r.id', 'rf.recallId')
              .select('rf.frameId')
              .whereRef('rf.frameId', '=', 'f.id')
              .where('r.closedAt', 'is', null),
          )
          .as('recalled'),
        eb.exists(eb.selectFrom('stolenFrames as s').select('s.id').whereRef('s.frameNumber', '=', 'f.frameNumber')).as('stolen'),
      ])
      .where('f.customerId', '=', customerId)
      .orderBy('f.id')
      .execute();
    const pick = frames.find(
      (f) => !used.has(f.frameNumber) && (kind === 'recall' ? !!f.recalled : kind === 'stolen' ? !!f.stolen : !f.recalled && !f.stolen),
    );
    if (!pick) throw new Error(`No ${kind} frame left for ${username}`);
    used.add(pick.frameNumber);
    return pick;
  }

  const problemId = async (category: 'BIKE' | 'PAA' = 'BIKE') =>
    (
      await db
        .selectFrom('claimProblemCatalog')
        .select('id')
        .where('productCategory', '=', category)
        .orderBy('sorting')
        .executeTakeFirstOrThrow()
    ).id;

  const form = async (extra: Json = {}) => ({
    contactPersonName: 'Agus Setiawan',
    contactPersonPhone: '628123456789',
    consumer: { name: 'Putri Lestari', phone: '62811112222', city: 'Bandung' },
    description: 'The fork loses oil after two weeks of riding.',
    purchaseDate: '2026-09-01',
    problems: [{ problemId: await problemId(), notes: 'Left leg' }],
    attachments: [],
    ...extra,
  });

  const RESULT = 'message { status description } userErrors { field message messageKey } code claim { id referenceNo status { id } }';
  const CREATE_BIKE = `mutation($input: ClaimBikeInput!) { createClaimBike(input: $input) { ${RESULT} } }`;
  const STATUS = `mutation($id: ID!, $status: String!, $reason: String, $creditedAmount: Int) {
    updateClaimStatus(id: $id, status: $status, reason: $reason, creditedAmount: $creditedAmount) { ${RESULT} } }`;

  /** Files a bike claim as the user on one of their frames; answers the claim's id and its frame. */
  async function fileBikeClaim(username: string, kind: 'plain' | 'recall' | 'stolen' = 'plain', extra: Json = {}) {
    const frame = await frameOf(username, kind);
    const answer = (await data(username, CREATE_BIKE, { input: await form({ frameNumber: frame.frameNumber, ...extra }) })).createClaimBike;
    if (!answer.message.status) throw new Error(JSON.stringify(answer));
    return { id: answer.claim.id as string, frame, answer };
  }

  return {
    token,
    gql,
    data,
    jpeg,
    pdf,
    upload,
    uploadedId,
    customerIdOf,
    frameOf,
    problemId,
    form,
    fileBikeClaim,
    RESULT,
    CREATE_BIKE,
    STATUS,
  };
}
