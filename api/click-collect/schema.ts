import { z } from 'zod';
import {
  CLICK_COLLECT_CHOICES,
  CLICK_COLLECT_PAGE_SIZES,
  CLICK_COLLECT_STATUSES,
  type ClickCollectChoice,
  type ClickCollectStatus,
  mayChoose,
  mayUpdateShipments,
  nextStatuses,
} from '../../src/rules/click-collect.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { ClickCollectAnswer } from './answer.ts';
import {
  type ClickCollectArticleRow,
  type ClickCollectOrderRow,
  articlesOf,
  clickCollectChooseArticles,
  clickCollectOrders,
  clickCollectSubmit,
  clickCollectUpdateShipments,
  clickCollectUpdateStatus,
  ownOrder,
} from './service.ts';
// The consumer's side: the public order form.
import './public-schema.ts';

// Click and collect (spec 3 §2 /click-collect, §4, §7): holders of page.click-collect acting for a customer read and
// change that customer's orders only; the dealer's own people, or sales staff acting for the dealer.
const dealers = { $all: { scope: 'page.click-collect', activeCustomer: true } } as const;

const ArticleRef = builder.objectRef<ClickCollectArticleRow>('ClickCollectDetail').implement({
  authScopes: dealers,
  description: 'An article of a click-and-collect order and how the dealer fulfils it',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the line (detailId in the mutations)" }),
    sku: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    articleCode: t.exposeString('articleCode', { description: "The ERP's key of the article" }),
    name: t.exposeString('name', { description: "The article's name when the consumer ordered it" }),
    qty: t.exposeInt('qty', { description: 'Quantity the consumer ordered' }),
    qtyShipped: t.exposeInt('qtyShipped', { description: 'Arrived from the maker' }),
    price: t.float({ description: "The consumer's unit price, minor units", resolve: (a) => Number(a.price) }),
    currency: t.exposeString('currency', { description: "ISO 4217 code of the price's currency: the market's" }),
    choice: t.string({ nullable: true, description: 'order_to_hq or ready_to_pickup; null until chosen', resolve: (a) => a.choice }),
    makerOrderId: t.exposeInt('makerOrderId', {
      nullable: true,
      description: "The portal's id of the order to the maker submit placed; null before submit and for articles the shop had",
    }),
    makerOrderNo: t.exposeString('makerOrderNo', { nullable: true, description: 'The order to the maker submit placed' }),
    image: t.string({
      description: "Address of the article's picture, under /images/products/",
      resolve: (a) => `/images/products/${a.image}`,
    }),
  }),
});

const ConsumerRef = builder.objectRef<ClickCollectOrderRow>('ClickCollectConsumer').implement({
  authScopes: dealers,
  description: 'The consumer who placed a click-and-collect order, as they typed themselves in the public form.',
  fields: (t) => ({
    fullName: t.exposeString('consumerName', { description: 'The name as the consumer typed it' }),
    firstName: t.string({ description: 'The first word of the name', resolve: (o) => o.consumerName.trim().split(/\s+/)[0] ?? '' }),
    lastName: t.string({
      description: 'The rest of the name after the first word; empty for a single word',
      resolve: (o) => o.consumerName.trim().split(/\s+/).slice(1).join(' '),
    }),
    email: t.exposeString('consumerEmail', { description: "The consumer's e-mail address; the ready-to-pickup mail goes there" }),
    phone: t.exposeString('consumerPhone', { description: "The consumer's phone number, digits only" }),
  }),
});

const OrderRef = builder.objectRef<ClickCollectOrderRow>('ClickCollectOrder').implement({
  authScopes: dealers,
  description: 'A consumer order to collect at the dealer: read and changed only while acting for that dealer.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the order (orderId in the mutations)" }),
    orderNo: t.exposeString('orderNo', { description: 'The order number, CC-{sales organisation}-{running number}' }),
    status: t.string({ description: CLICK_COLLECT_STATUSES.join(', '), resolve: (o) => o.status }),
    createdAt: t.exposeString('createdAt', { description: 'When the consumer placed it, ISO 8601 timestamp in UTC' }),
    updatedAt: t.exposeString('updatedAt', { description: 'Its last change, ISO 8601 timestamp in UTC' }),
    submitted: t.boolean({ description: 'Whether the dealer has submitted it (cannot be undone)', resolve: (o) => !!o.submittedAt }),
    submittedAt: t.exposeString('submittedAt', {
      nullable: true,
      description: 'When the dealer submitted it, ISO 8601 in UTC; null until then',
    }),
    shipmentUpdatedAt: t.exposeString('shipmentUpdatedAt', {
      nullable: true,
      description: 'When arrivals from the maker were last recorded, ISO 8601 in UTC; null until then',
    }),
    customer: t.field({ type: ConsumerRef, description: 'The consumer who placed it', resolve: (o) => o }),
    details: t.loadableGroup({
      type: ArticleRef,
      description: 'Its articles in the order the consumer added them',
      load: (ids: number[], ctx) => articlesOf(ctx.db, ids),
      group: (a) => a.orderId,
      resolve: (o) => o.id,
    }),
    nextStatuses: t.stringList({ description: 'The hand moves the status allows now', resolve: (o) => [...nextStatuses(o.status)] }),
    mayChoose: t.boolean({
      description: 'Articles can be chosen and the order submitted',
      resolve: (o) => mayChoose({ status: o.status, submitted: !!o.submittedAt }),
    }),
    mayUpdateShipments: t.boolean({
      description: 'Whether arrivals from the maker may be recorded now: confirmed, shipment from HQ or partially shipped',
      resolve: (o) => mayUpdateShipments(o.status),
    }),
  }),
});

const CountRef = builder.objectRef<{ status: string; count: number }>('ClickCollectStatusCount').implement({
  authScopes: dealers,
  description: "How many of the active customer's click-and-collect orders are in one status.",
  fields: (t) => ({
    status: t.exposeString('status', { description: 'The status, e.g. need_confirmation' }),
    count: t.exposeInt('count', { description: 'Number of orders in it' }),
  }),
});

const PageRef = builder
  .objectRef<{ orders: ClickCollectOrderRow[]; info: PageInfo; counts: { status: string; count: number }[] }>('ClickCollectOrderPage')
  .implement({
    authScopes: dealers,
    description: "One page of the active customer's click-and-collect orders.",
    fields: (t) => ({
      orders: t.field({ type: [OrderRef], description: 'The orders of this page, newest first', resolve: (p) => p.orders }),
      info: t.field({
        type: PageInfoRef,
        description: 'Paging; count is the number of orders in the asked statuses',
        resolve: (p) => p.info,
      }),
      counts: t.field({ type: [CountRef], description: "The customer's orders per status, whatever the filter", resolve: (p) => p.counts }),
    }),
  });

const ResultRef = builder.objectRef<ClickCollectAnswer>('ClickCollectResult').implement({
  authScopes: dealers,
  description: "The answer of a dealer's click-and-collect change: the order as it now is, or why nothing changed.",
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether it succeeded, and a short text saying so',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({ type: [UserErrorRef], description: 'Why it was refused, per field', resolve: (r) => r.userErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: I001 bad input, C001 the status does not allow it, S001 stock',
    }),
    order: t.field({
      type: OrderRef,
      nullable: true,
      description: 'The order after the change; null when it was refused',
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? ownOrder({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

const status = z.enum(CLICK_COLLECT_STATUSES);

builder.queryFields((t) => ({
  clickCollectOrders: t.withAuth(dealers).field({
    type: PageRef,
    description: "The active customer's click-and-collect orders, newest first; status filters them (none: all)",
    args: {
      status: t.arg.stringList({
        description: 'Statuses to show, e.g. need_confirmation; left out or empty, all',
        validate: z.array(status).max(9),
      }),
      page: t.arg.int({ description: 'Page to read, from 1 (default 1)', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        description: 'Orders a page: 10 (default) or 20',
        validate: z
          .number()
          .int()
          .refine((n) => (CLICK_COLLECT_PAGE_SIZES as readonly number[]).includes(n)),
      }),
    },
    resolve: (_r, a, ctx) =>
      clickCollectOrders(ctx, (a.status ?? []) as ClickCollectStatus[], a.page ?? 1, a.limit ?? CLICK_COLLECT_PAGE_SIZES[0]),
  }),
  clickCollectOrder: t.withAuth(dealers).field({
    type: OrderRef,
    description: 'One order of the active customer; any other is not found',
    args: { orderId: t.arg.int({ required: true, description: "The portal's id of the order" }) },
    resolve: (_r, a, ctx) => ownOrder(ctx, a.orderId),
  }),
}));

const ChoiceInput = builder.inputType('ClickCollectChoiceInput', {
  description: 'How the dealer fulfils one article of the order.',
  fields: (t) => ({
    detailId: t.int({ required: true, description: "The id of one of the order's articles (ClickCollectDetail.id)" }),
    choice: t.string({ description: 'order_to_hq or ready_to_pickup; null clears', validate: z.enum(CLICK_COLLECT_CHOICES).nullable() }),
  }),
});

const ShipmentDetailInput = builder.inputType('ClickCollectShipmentDetailInput', {
  description: 'What has arrived from the maker of one article.',
  fields: (t) => ({
    detailId: t.int({ required: true, description: "The id of one of the order's articles (ClickCollectDetail.id)" }),
    qtyShipped: t.int({ required: true, description: 'How many arrived in all' }),
  }),
});

const ShipmentInput = builder.inputType('ClickCollectShipmentInput', {
  description: "Arrivals from the maker for one order's articles.",
  fields: (t) => ({
    orderId: t.int({ required: true, description: "The portal's id of the order" }),
    details: t.field({
      type: [ShipmentDetailInput],
      required: true,
      description: 'One entry per article that changed, 1 to 200; each from 0 to its ordered quantity',
      validate: z.array(z.any()).min(1).max(200),
    }),
  }),
});

builder.mutationFields((t) => ({
  clickCollectUpdateStatus: t.withAuth(dealers).field({
    type: ResultRef,
    description: 'Moves the status by hand (src/rules/click-collect.ts); ready to pickup mails the consumer',
    args: {
      orderId: t.arg.int({ required: true, description: "The portal's id of the order" }),
      status: t.arg.string({ required: true, description: "The status to move to: one of the order's nextStatuses", validate: status }),
    },
    resolve: (_r, a, ctx) => clickCollectUpdateStatus(ctx, a.orderId, a.status as ClickCollectStatus),
  }),
  clickCollectChooseArticles: t.withAuth(dealers).field({
    type: ResultRef,
    description: "Marks articles 'Order to HQ' or 'Ready to Pickup' before submit",
    args: {
      orderId: t.arg.int({ required: true, description: "The portal's id of the order" }),
      choices: t.arg({
        type: [ChoiceInput],
        required: true,
        description: 'One choice per article to set, 1 to 200; articles left out keep theirs',
        validate: z.array(z.any()).min(1).max(200),
      }),
    },
    resolve: (_r, a, ctx) =>
      clickCollectChooseArticles(
        ctx,
        a.orderId,
        a.choices.map((c) => ({ detailId: c.detailId, choice: (c.choice ?? null) as ClickCollectChoice | null })),
      ),
  }),
  clickCollectSubmit: t.withAuth(dealers).field({
    type: ResultRef,
    description: "Submits once every article is chosen; cannot be undone. 'Order to HQ' articles become an order to the maker",
    args: { orderId: t.arg.int({ required: true, description: "The portal's id of the order" }) },
    resolve: (_r, a, ctx) => clickCollectSubmit(ctx, a.orderId),
  }),
  clickCollectUpdateShipments: t.withAuth(dealers).field({
    type: ResultRef,
    description: 'Records what arrived from the maker per article; the status follows',
    args: { shipment: t.arg({ type: ShipmentInput, required: true, description: 'The order and what arrived per article' }) },

    resolve: (_r, a, ctx) => clickCollectUpdateShipments(ctx, a.shipment),
  }),
}));
