import { z } from 'zod';
import { RECALL_TEXT_MAX } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { RECALL_EDIT } from './access.ts';
import type { FrameAnswer } from './answer.ts';
import type { RecallInput } from './recall-input.ts';
import { createRecall, listRecalls, recallById, recallModels, type RecallRow, recallSalesOrganisations, updateRecall } from './recalls.ts';

// Recall campaigns (spec 2 §3 Recall): kept by holders of recall.cu (the warranty officers and admins) for the sales
// organisations of their user areas; the admin table is the declaration src/resources/declarations/recalls.ts.
const keepers = { scope: RECALL_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

/** What the frame pages and the recall mutations answer (also the stolen-report mutations). */
export const FrameResultRef = builder.objectRef<FrameAnswer>('FrameResult').implement({
  authScopes: { signedIn: true },
  description: 'What a recall campaign or stolen-list change answers: whether it was done, and why not field by field',
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Done or refused, in one translated sentence', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Each refused field with its reason (frames:errors.<key>); empty when done',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: "Why it was refused: I001 bad input, N001 a campaign that is gone or not the reader's; null when done",
    }),
    id: t.exposeInt('id', {
      nullable: true,
      description: 'The record written: the recall campaign, or the stolen-list entry; null when refused',
    }),
  }),
});

const RecallCampaignRef = builder.objectRef<RecallRow>('RecallCampaign').implement({
  authScopes: keepers,
  description: 'A recall campaign (recall.cu): the bikes it names by a rule, or frames picked by hand, and what dealers must do with them',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The campaign id' }),
    sorg: t.exposeString('sorg', { description: 'The sales organisation whose frames the campaign touches' }),
    sorgName: t.string({
      description: 'The company name of that sales organisation, as people read it (the code when it has none)',
      resolve: (r) => r.sorgName ?? r.sorg,
    }),
    title: t.exposeString('title', { description: "The campaign's title, as dealers see it on the bike's warnings" }),
    description: t.exposeString('description', { description: 'What is wrong with the bikes the campaign names' }),
    instruction: t.exposeString('instruction', { description: 'What the dealer must do with each bike before selling or handing it over' }),
    brand: t.exposeString('brand', { nullable: true, description: 'Empty: every brand of the model' }),
    model: t.exposeString('model', { nullable: true, description: 'Empty: the frames were picked by hand' }),
    modelYear: t.exposeInt('modelYear', { nullable: true, description: 'The model year the rule names; null when picked by hand' }),
    productionCodeFrom: t.exposeString('productionCodeFrom', { nullable: true, description: "Inclusive, e.g. 'K03'" }),
    productionCodeTo: t.exposeString('productionCodeTo', { nullable: true, description: "Inclusive, e.g. 'K07'" }),
    rule: t.string({
      nullable: true,
      description: "The bikes it names, e.g. 'Polygon Bromo 3 2027 · K03–K07'; null when picked by hand",
      resolve: (r) =>
        r.model ? `${[r.brand, r.model, r.modelYear].filter(Boolean).join(' ')} · ${r.productionCodeFrom}–${r.productionCodeTo}` : null,
    }),
    createdAt: t.exposeString('createdAt', { description: 'When the campaign was opened: ISO 8601, UTC' }),
    closedAt: t.exposeString('closedAt', { nullable: true, description: 'When it was closed: ISO 8601, UTC; null while open' }),
    status: t.string({ description: 'open or closed', resolve: (r) => (r.closedAt ? 'closed' : 'open') }),
    matchedFrames: t.int({ description: 'Frames the campaign touches', resolve: (r) => Number(r.matchedFrames ?? 0) }),
    openFrames: t.int({ description: 'Of those, the ones whose check is not done yet', resolve: (r) => Number(r.openFrames ?? 0) }),
  }),
});

const RecallCampaignPage = builder.objectRef<{ recalls: RecallRow[]; info: PageInfo }>('RecallCampaignPage').implement({
  authScopes: keepers,
  description: 'One page of the recall campaigns with its paging',
  fields: (t) => ({
    recalls: t.field({ type: [RecallCampaignRef], description: "The page's campaigns, in the order asked for", resolve: (p) => p.recalls }),
    info: t.field({
      type: PageInfoRef,
      description: 'The page asked for, its size and the count of matching campaigns',
      resolve: (p) => p.info,
    }),
  }),
});

const OptionRef = builder.objectRef<{ value: string; label: string; detail: string }>('RecallOption').implement({
  authScopes: keepers,
  description: "A choice of the campaign form's select: a sales organisation, or a bike model",
  fields: (t) => ({
    value: t.exposeString('value', { description: 'What the form sends: the sales organisation code, or the model' }),
    label: t.exposeString('label', { description: "What the select shows: the sales organisation's name, or the model" }),
    detail: t.exposeString('detail', { description: "Shown beside the label: the sales organisation code, or the model's brand" }),
  }),
});

const RecallCampaignInput = builder.inputType('RecallCampaignInput', {
  description:
    'A recall campaign as its form sends it; a rule (model, model year and production-code range) names its frames, and ' +
    'a campaign whose frames were picked by hand may leave the rule out',
  fields: (t) => ({
    sorg: t.string({
      description: "Required: one of the officer's sales organisations (recallSalesOrganisations)",
      validate: z.string().max(20),
    }),
    title: t.string({ description: `Required, at most ${RECALL_TEXT_MAX.title} characters`, validate: z.string().max(2000) }),
    description: t.string({
      description: `Required: what is wrong, at most ${RECALL_TEXT_MAX.description} characters`,
      validate: z.string().max(5000),
    }),
    instruction: t.string({
      description: `Required: what the dealer must do, at most ${RECALL_TEXT_MAX.instruction} characters`,
      validate: z.string().max(5000),
    }),
    brand: t.string({ description: 'Only bikes of this brand; empty for every brand of the model', validate: z.string().max(200) }),
    model: t.string({
      description: "The rule's bike model, one of the sales organisation's (recallModels)",
      validate: z.string().max(200),
    }),
    modelYear: t.int({ description: "The rule's model year, 2000 to 2100" }),
    productionCodeFrom: t.string({
      description: "The rule's first production code, a letter and two digits, e.g. 'K03' (inclusive)",
      validate: z.string().max(20),
    }),
    productionCodeTo: t.string({
      description: "The rule's last production code, not before the first, e.g. 'K07' (inclusive)",
      validate: z.string().max(20),
    }),
    closedAt: t.string({ description: 'ISO 8601: closes the campaign; empty keeps it open', validate: z.string().max(40) }),
  }),
});

builder.queryFields((t) => ({
  recalls: t.withAuth(keepers).field({
    type: RecallCampaignPage,
    description: "The campaigns of the user's sales organisations, newest first, with their matched frame counts",
    args: {
      page: t.arg.int({
        defaultValue: 1,
        description: 'The page to answer, from 1 (default 1)',
        validate: z.number().int().min(1).max(100_000),
      }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Campaigns a page, 1 to 999 (default 10)',
        validate: z.number().int().min(1).max(999),
      }),
      search: t.arg.string({ description: 'Any part of the title, model or description, case ignored', validate: z.string().max(100) }),
      sort: t.arg.stringList({
        description:
          "Up to three 'column:asc' or 'column:desc' of createdAt, title, modelYear, sorg, closedAt, e.g. 'createdAt:desc'; " +
          'newest first by default',
        validate: z.array(z.string().max(40)).max(3),
      }),
    },
    resolve: (_r, a, ctx) => listRecalls(ctx, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort }),
  }),
  recall: t.withAuth(keepers).field({
    type: RecallCampaignRef,
    nullable: true,
    description: "One campaign of the user's sales organisations; null for any other",
    args: { id: t.arg.int({ required: true, description: 'The campaign id' }) },
    resolve: (_r, a, ctx) => recallById(ctx, a.id),
  }),
  recallSalesOrganisations: t.withAuth(keepers).field({
    type: [OptionRef],
    description: 'The sales organisations the user runs campaigns in',
    resolve: async (_r, _a, ctx) => (await recallSalesOrganisations(ctx)).map((s) => ({ value: s.sorg, label: s.name, detail: s.sorg })),
  }),
  recallModels: t.withAuth(keepers).field({
    type: [OptionRef],
    description: 'The bike models of those organisations, with their brand',
    resolve: async (_r, _a, ctx) => (await recallModels(ctx)).map((m) => ({ value: m.model, label: m.model, detail: m.brand })),
  }),
}));

builder.mutationFields((t) => ({
  createRecall: t.withAuth(keepers).field({
    type: FrameResultRef,
    description: 'A new campaign, linked at once to every frame its rule matches',
    args: { input: t.arg({ type: RecallCampaignInput, required: true, description: 'The new campaign' }) },
    resolve: (_r, a, ctx) => createRecall(signedIn(ctx), a.input as RecallInput),
  }),
  updateRecall: t.withAuth(keepers).field({
    type: FrameResultRef,
    description: 'Changes a campaign and its frames (those done stay); closedAt closes it',
    args: {
      id: t.arg.int({ required: true, description: "The campaign to change; another organisation's is N001" }),
      input: t.arg({ type: RecallCampaignInput, required: true, description: 'The whole campaign as it is to be' }),
    },
    resolve: (_r, a, ctx) => updateRecall(signedIn(ctx), a.id, a.input as RecallInput),
  }),
}));
