import { colourName, specificationName, specificationValue } from '../data-texts/fields.ts';
import { type BikeAttribute, type FrameFacts, type FrameRecall, recallsOfFrame, type StolenReport, stolenReportOf } from './facts.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';

// The one GraphQL frame (DESIGN 'The domain map': frames owns the frame, its recalls and stolen reports). Every lookup
// of a frame answers it: claims, PDI, registrations and the frame page. Each is read only through a field that says
// who may call it and which frames it finds (the active customer's, or those access.ts lets the reader see), so the
// types carry no rule of their own. A process domain that needs more on a frame adds its own field in its own folder
// (builder.objectField(FrameRef, …)).

export const FrameRecallRef = builder.objectRef<FrameRecall>('FrameRecall').implement({
  ...insideGuardedFields,
  description: 'A recall campaign as it touches one frame: what is wrong, what the dealer must do, and whether this bike is done',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The recall campaign id' }),
    title: t.exposeString('title', { description: "The campaign's title, as its officer wrote it" }),
    description: t.exposeString('description', { description: 'What is wrong with the bikes the campaign names' }),
    instruction: t.exposeString('instruction', { description: 'What the dealer must do with the bike before selling or handing it over' }),
    createdAt: t.exposeString('createdAt', { description: 'When the campaign was opened: ISO 8601, UTC' }),
    isOpen: t.exposeBoolean('isOpen', { description: 'The campaign is open and the check of this frame is not done yet' }),
    doneAt: t.exposeString('doneAt', {
      nullable: true,
      description: "When this frame's check was done: ISO 8601, UTC; null while it waits",
    }),
  }),
});

export const FrameStolenReportRef = builder.objectRef<StolenReport>('FrameStolenReport').implement({
  ...insideGuardedFields,
  description: "Whether a frame is on the maker's stolen list, kept by the warranty officers (claim.review)",
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber', { description: 'The frame number asked about, in capitals without spaces' }),
    isStolen: t.exposeBoolean('isStolen', {
      description: 'The frame is on the stolen list: do not hand the bike over or file a claim on it',
    }),
    reportedAt: t.exposeString('reportedAt', {
      nullable: true,
      description: 'When it was put on the list: ISO 8601, UTC; null when not stolen',
    }),
    note: t.exposeString('note', {
      nullable: true,
      description: "The officer's note on the report (who reported it, a police reference); null when none",
    }),
  }),
});

export const FrameRef = builder.objectRef<FrameFacts>('Frame').implement({
  ...insideGuardedFields,
  description:
    'One bike by its frame number, which the ERP gives each delivered unit: the article, its production code, where it ' +
    'shipped, the recalls touching it and whether it is reported stolen',
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber', {
      description: 'Capitals without spaces: brand prefix, model year, production code and serial',
    }),
    oldCode: t.exposeString('oldCode', {
      nullable: true,
      description: "The number stamped under the maker's earlier numbering, for bikes built before it; null on bikes numbered since",
    }),
    articleCode: t.exposeString('articleCode', { description: "The bike article's code as the catalogue shows it" }),
    articleName: t.exposeString('articleName', { description: "The bike article's name" }),
    brand: t.exposeString('brand', { description: "The bike's brand, e.g. Polygon" }),
    model: t.exposeString('model', { description: "The bike's model, e.g. Bromo 3" }),
    modelYear: t.exposeInt('modelYear', { description: 'The model year the bike was built for' }),
    series: t.exposeString('series', { description: 'The product series the model belongs to' }),
    mcName: t.exposeString('mcName', { nullable: true, description: "The article's merchandise category; null when it has none" }),
    productionCode: t.exposeString('productionCode', {
      description: "The factory's production code in the frame number, e.g. 'K05': recall campaigns name ranges of it",
    }),
    deliveryNo: t.exposeString('deliveryNo', { description: "The ERP's delivery order number the bike shipped on" }),
    shippedAt: t.exposeString('shippedAt', { description: 'The day the bike shipped: YYYY-MM-DD' }),
    shippedTo: t.exposeString('shippedTo', {
      description: 'The code of the customer the bike shipped to, as the portal shows customer codes',
    }),
    shippedToName: t.exposeString('shippedToName', { description: 'The name of the customer the bike shipped to' }),
    recalls: t.field({
      type: [FrameRecallRef],
      description: 'Every recall campaign touching this frame, open ones first, then newest first; not paged',
      resolve: (f, _a, ctx) => recallsOfFrame(ctx.db, f.id),
    }),
    stolen: t.field({
      type: FrameStolenReportRef,
      description: 'Whether the frame is on the stolen list, with the report when it is',
      resolve: (f, _a, ctx) => stolenReportOf(ctx.db, f.frameNumber),
    }),
  }),
});

const ownName = colourName<BikeAttribute>((a) => a.value);
export const BikeAttributeRef = builder.objectRef<BikeAttribute>('BikeAttribute').implement({
  ...insideGuardedFields,
  description: "One attribute of a bike: its own colour and sizes, or its model's specification",
  fields: (t) => ({
    code: t.exposeString('code', { description: "colour, frame_size, wheel_size, or the specification's code (frame, fork, ...)" }),
    name: t.string({
      description: "The attribute's name in the reader's language",
      resolve: (a, args, ctx) => (a.own ? a.name : specificationName(a, args, ctx)),
    }),
    value: t.string({
      description: "The attribute's value in the reader's language (a colour's name, a measure with the reader's decimal sign)",
      resolve: (a, args, ctx) => (a.code === 'colour' ? ownName(a, args, ctx) : a.own ? a.value : specificationValue(a, args, ctx)),
    }),
    own: t.exposeBoolean('own', { description: "The bike's own attribute (colour, sizes), not its model's specification" }),
  }),
});
