import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
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
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 or N001' }),
    id: t.exposeInt('id', { nullable: true, description: 'The record written' }),
  }),
});

const RecallCampaignRef = builder.objectRef<RecallRow>('RecallCampaign').implement({
  authScopes: keepers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    sorg: t.exposeString('sorg'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction'),
    brand: t.exposeString('brand', { nullable: true, description: 'Empty: every brand of the model' }),
    model: t.exposeString('model', { nullable: true, description: 'Empty: the frames were picked by hand' }),
    modelYear: t.exposeInt('modelYear', { nullable: true }),
    productionCodeFrom: t.exposeString('productionCodeFrom', { nullable: true, description: "Inclusive, e.g. 'K03'" }),
    productionCodeTo: t.exposeString('productionCodeTo', { nullable: true, description: "Inclusive, e.g. 'K07'" }),
    rule: t.string({
      nullable: true,
      description: "The bikes it names, e.g. 'Polygon Bromo 3 2027 · K03–K07'; null when picked by hand",
      resolve: (r) =>
        r.model ? `${[r.brand, r.model, r.modelYear].filter(Boolean).join(' ')} · ${r.productionCodeFrom}–${r.productionCodeTo}` : null,
    }),
    createdAt: t.exposeString('createdAt'),
    closedAt: t.exposeString('closedAt', { nullable: true }),
    status: t.string({ description: 'open or closed', resolve: (r) => (r.closedAt ? 'closed' : 'open') }),
    matchedFrames: t.int({ description: 'Frames the campaign touches', resolve: (r) => Number(r.matchedFrames ?? 0) }),
    openFrames: t.int({ description: 'Of those, the ones whose check is not done yet', resolve: (r) => Number(r.openFrames ?? 0) }),
  }),
});

const RecallCampaignPage = builder.objectRef<{ recalls: RecallRow[]; info: PageInfo }>('RecallCampaignPage').implement({
  authScopes: keepers,
  fields: (t) => ({
    recalls: t.field({ type: [RecallCampaignRef], resolve: (p) => p.recalls }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const OptionRef = builder.objectRef<{ value: string; label: string; detail: string }>('RecallOption').implement({
  authScopes: keepers,
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label'), detail: t.exposeString('detail') }),
});

const RecallCampaignInput = builder.inputType('RecallCampaignInput', {
  fields: (t) => ({
    sorg: t.string({ validate: z.string().max(20) }),
    title: t.string({ validate: z.string().max(2000) }),
    description: t.string({ validate: z.string().max(5000) }),
    instruction: t.string({ validate: z.string().max(5000) }),
    brand: t.string({ validate: z.string().max(200) }),
    model: t.string({ validate: z.string().max(200) }),
    modelYear: t.int(),
    productionCodeFrom: t.string({ validate: z.string().max(20) }),
    productionCodeTo: t.string({ validate: z.string().max(20) }),
    closedAt: t.string({ description: 'ISO 8601: closes the campaign; empty keeps it open', validate: z.string().max(40) }),
  }),
});

builder.queryFields((t) => ({
  recalls: t.withAuth(keepers).field({
    type: RecallCampaignPage,
    description: "The campaigns of the user's sales organisations, newest first, with their matched frame counts",
    args: {
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(999) }),
      search: t.arg.string({ validate: z.string().max(100) }),
      sort: t.arg.stringList({ description: "e.g. 'createdAt:desc'", validate: z.array(z.string().max(40)).max(3) }),
    },
    resolve: (_r, a, ctx) => listRecalls(ctx, { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, sort: a.sort }),
  }),
  recall: t.withAuth(keepers).field({
    type: RecallCampaignRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
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
    args: { input: t.arg({ type: RecallCampaignInput, required: true }) },
    resolve: (_r, a, ctx) => createRecall(signedIn(ctx), a.input as RecallInput),
  }),
  updateRecall: t.withAuth(keepers).field({
    type: FrameResultRef,
    description: 'Changes a campaign and its frames (those done stay); closedAt closes it',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RecallCampaignInput, required: true }) },
    resolve: (_r, a, ctx) => updateRecall(signedIn(ctx), a.id, a.input as RecallInput),
  }),
}));
