import { FRAME_READ } from '../frames/access.ts';
import { FrameRef } from '../frames/frame-type.ts';
import { builder } from '../graphql/builder.ts';
import type { SignedInContext } from '../context.ts';
import { CLAIM_READ } from './access.ts';
import { claimsOnFrame } from './list.ts';
import { openClaimOf } from './open-claim.ts';

// What claims add to the one frame (api/frames owns it): the claim form's one-open-claim check and the frame page's
// claims. The fields keep the scopes of the places that read them, wherever the frame is reached.
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

const OpenClaimRef = builder.objectRef<{ id: number; referenceNo: string }>('ClaimOpenClaim').implement({
  authScopes: { scope: CLAIM_READ },
  description: 'The claim on a bike still under way (its status is not done): only one may be open per bike',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The claim id (Query.claim)' }),
    referenceNo: t.exposeString('referenceNo', { description: "The claim's reference number, e.g. CLM-1000-000012" }),
  }),
});

const FrameClaimRef = builder.objectRef<Awaited<ReturnType<typeof claimsOnFrame>>[number]>('FrameClaim').implement({
  authScopes: { anyScope: FRAME_READ },
  description: 'A claim filed on a bike, as the frame page lists it',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The claim id (Query.claim)' }),
    referenceNo: t.exposeString('referenceNo', { description: "The claim's reference number, e.g. CLM-1000-000012" }),
    status: t.exposeString('statusId', { description: 'The claim status id (ClaimStatus.id); the app shows claims:status.<id>' }),
    statusDescription: t.exposeString('statusDescription', { description: 'The status in English, as the claim status list names it' }),
    createdAt: t.exposeString('createdAt', { description: 'When the claim was filed: ISO 8601, UTC' }),
  }),
});

builder.objectFields(FrameRef, (t) => ({
  openClaim: t.field({
    type: OpenClaimRef,
    nullable: true,
    authScopes: { scope: CLAIM_READ },
    description: 'A claim on this bike still under way: a second one is refused (page.claim)',
    resolve: (f, _a, ctx) => openClaimOf(ctx.db, f.id),
  }),
  claims: t.field({
    type: [FrameClaimRef],
    authScopes: { anyScope: FRAME_READ },
    description: 'The claims filed on this bike that the reader may read, newest first; not paged (page.claim or page.pdi)',
    resolve: (f, _a, ctx) => claimsOnFrame(signedIn(ctx), f.id),
  }),
}));
