// What issue 44 adds to a claim (spec 2 §3 Claim): its return shipment, its delivery orders and its bike's attributes.
import { z } from 'zod';
import { RETURN_SHIPMENT_MAX } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import { bikeAttributesOf } from '../frames/facts.ts';
import { BikeAttributeRef } from '../frames/frame-type.ts';
import { builder } from '../graphql/builder.ts';
import { CLAIM_READ, claimIdOf } from './access.ts';
import { type ClaimDeliveryOrder, claimDeliveryOrders } from './delivery-orders.ts';
import { ClaimChangeResultRef } from './mutations-schema.ts';
import { ClaimRef } from './queries-schema.ts';
import { mayEnterReturn, updateClaimReturnShipment } from './return-shipment.ts';

const readers = { scope: CLAIM_READ } as const;

const DeliveryOrderRef = builder.objectRef<ClaimDeliveryOrder>('ClaimDeliveryOrder').implement({
  authScopes: readers,
  description: 'A delivery order that brought the claimed bike or part to the dealer',
  fields: (t) => ({
    doNumber: t.exposeString('doNumber', { description: "The ERP's delivery order number" }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'The day it shipped: YYYY-MM-DD' }),
    expeditionName: t.exposeString('expeditionName', { nullable: true, description: 'The carrier; null when unknown' }),
    trackingNo: t.exposeString('trackingNo', { nullable: true, description: "The carrier's tracking number; null when unknown" }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true, description: "A link to the carrier's tracking page; null when none" }),
    shipTo: t.exposeString('shipTo', { nullable: true, description: 'The ship-to code it went to; null when unknown' }),
  }),
});

builder.objectFields(ClaimRef, (t) => ({
  deliveryNo: t.exposeString('returnDeliveryNo', {
    nullable: true,
    description: "The return shipment: the dealer's delivery note number the claimed part was sent back on; null until entered",
  }),
  deliveryAt: t.exposeString('returnDeliveryAt', {
    nullable: true,
    description: 'The return shipment: the day the part was sent back, YYYY-MM-DD; null until entered',
  }),
  resiNo: t.exposeString('returnResiNo', {
    nullable: true,
    description: "The return shipment: the courier's tracking (resi) number; null when not given",
  }),
  mayEnterReturn: t.boolean({
    description: 'The reader may enter or correct the return shipment: the dealer who filed it, while the claim is not finished',
    resolve: (c, _a, ctx) => (ctx.actor ? mayEnterReturn(ctx as SignedInContext, c) : false),
  }),
  deliveryOrders: t.field({
    type: [DeliveryOrderRef],
    description: "The delivery orders that brought the claimed goods: the bike's, or those of the part's invoice",
    resolve: (c, _a, ctx) => claimDeliveryOrders(ctx.db, c),
  }),
  bikeAttributes: t.field({
    type: [BikeAttributeRef],
    description: "The claimed bike's attributes: its colour and sizes, then its model's specification; empty on a PAA claim",
    resolve: (c, _a, ctx) => (c.frameId ? bikeAttributesOf(ctx.db, c.frameId) : []),
  }),
}));

const text = (max: number) => z.string().max(max * 4);

builder.mutationFields((t) => ({
  updateClaimReturnShipment: t.withAuth(readers).field({
    type: ClaimChangeResultRef,
    description:
      'The dealer who filed the claim enters how the claimed part goes back: delivery note, day sent, tracking number. ' +
      'Corrected until the claim is finished; officers read it',
    args: {
      id: t.arg.id({ required: true, description: 'The claim id; a claim the user may not read is NOT_FOUND' }),
      deliveryNo: t.arg.string({
        required: true,
        description: `The dealer's delivery note number, at most ${RETURN_SHIPMENT_MAX.deliveryNo} characters`,
        validate: text(RETURN_SHIPMENT_MAX.deliveryNo),
      }),
      deliveryAt: t.arg.string({
        required: true,
        description: 'The day the part was sent: YYYY-MM-DD, not in the future, not before the claim was filed',
        validate: z.string().max(20),
      }),
      resiNo: t.arg.string({
        description: `The courier's tracking (resi) number, at most ${RETURN_SHIPMENT_MAX.resiNo} characters; optional`,
        validate: text(RETURN_SHIPMENT_MAX.resiNo),
      }),
    },
    resolve: (_r, args, ctx) => updateClaimReturnShipment(ctx, claimIdOf(String(args.id)), args),
  }),
}));
