// The shops a sale is registered under, and the consumer's existing account (spec 2 §7 Frames: dealerUnderInsera,
// accountPolygonBikesDatas, accountMarinBikesData).
import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { retailSalesAuth } from './answer.ts';
import { type AccountBikeView, type AccountView, consumerAccountFor } from './consumer-account.ts';
import { type SellingDealer, sellingDealers } from './dealers.ts';

const SellingDealerRef = builder.objectRef<SellingDealer>('SellingDealer').implement({
  ...insideGuardedFields,
  description: "One of the active customer's shops a sale may be registered under",
  fields: (t) => ({
    code: t.exposeString('code', { description: "The shop's ship-to code" }),
    name: t.exposeString('name', { description: "The shop's name: what registerFrame sends as dealer" }),
    city: t.exposeString('city', { description: "The shop's city" }),
    isDefault: t.exposeBoolean('isDefault', { description: 'The dealer itself: chosen when the form is opened' }),
  }),
});

const AccountBikeRef = builder.objectRef<AccountBikeView>('ConsumerAccountBike').implement({
  ...insideGuardedFields,
  description: "A bike of the brand held in the consumer's account",
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber', {
      description: "The frame number; for a bike another shop sold, only its last four characters, the rest as '•'",
    }),
    model: t.exposeString('model', { description: "The bike's model" }),
    modelYear: t.exposeInt('modelYear', { description: "The bike's model year" }),
    soldDate: t.exposeString('soldDate', { description: 'The day it was sold, its warranty start: YYYY-MM-DD' }),
    soldByYou: t.exposeBoolean('soldByYou', { description: 'The active customer registered its sale' }),
  }),
});

const AccountRef = builder.objectRef<AccountView>('ConsumerAccount').implement({
  ...insideGuardedFields,
  description: "A consumer's account with a brand, as the brand's consumer account system holds it",
  fields: (t) => ({
    accountRef: t.exposeString('accountRef', { description: "The consumer account system's key of the account" }),
    name: t.exposeString('name', { description: 'The name the account keeps: kept when the sale is registered with the account data' }),
    city: t.exposeString('city', { nullable: true, description: "The account's city; null when unknown" }),
    bikes: t.field({
      type: [AccountBikeRef],
      description: 'The bikes of the brand in the account, newest sale first',
      resolve: (a) => a.bikes,
    }),
  }),
});

const lookupArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  email: t.arg.string({ description: "The consumer's email address, exactly", validate: z.string().max(200) }),
  phone: t.arg.string({
    description: "The consumer's phone number when they have no email address; digits count",
    validate: z.string().max(30),
  }),
});

builder.queryFields((t) => ({
  dealerUnderInsera: t.withAuth(retailSalesAuth).field({
    type: [SellingDealerRef],
    description: 'The shops of the active customer a sale may be registered under: the dealer itself first, then its branches',
    resolve: (_r, _a, ctx) => sellingDealers(ctx),
  }),
  accountPolygonBikesDatas: t.withAuth(retailSalesAuth).field({
    type: AccountRef,
    nullable: true,
    description: "The consumer's Polygon account and its Polygon bikes, by email (else phone); null when they have none",
    args: lookupArgs(t),
    resolve: (_r, args, ctx) => consumerAccountFor(ctx, 'Polygon', args.email, args.phone),
  }),
  accountMarinBikesData: t.withAuth(retailSalesAuth).field({
    type: AccountRef,
    nullable: true,
    description: "The consumer's Marin account and its Marin bikes, by email (else phone); null when they have none",
    args: lookupArgs(t),
    resolve: (_r, args, ctx) => consumerAccountFor(ctx, 'Marin', args.email, args.phone),
  }),
}));
