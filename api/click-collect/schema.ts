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
    id: t.exposeInt('id'),
    sku: t.exposeString('articleCodeDisplay', { description: 'The article code as the dealer reads it' }),
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    qty: t.exposeInt('qty'),
    qtyShipped: t.exposeInt('qtyShipped', { description: 'Arrived from the maker' }),
    price: t.float({ description: "The consumer's unit price, minor units", resolve: (a) => Number(a.price) }),
    currency: t.exposeString('currency'),
    choice: t.string({ nullable: true, description: 'order_to_hq or ready_to_pickup; null until chosen', resolve: (a) => a.choice }),
    makerOrderId: t.exposeInt('makerOrderId', { nullable: true }),
    makerOrderNo: t.exposeString('makerOrderNo', { nullable: true, description: 'The order to the maker submit placed' }),
    image: t.string({ resolve: (a) => `/images/products/${a.image}` }),
  }),
});

const ConsumerRef = builder.objectRef<ClickCollectOrderRow>('ClickCollectConsumer').implement({
  authScopes: dealers,
  fields: (t) => ({
    fullName: t.exposeString('consumerName'),
    firstName: t.string({ resolve: (o) => o.consumerName.trim().split(/\s+/)[0] ?? '' }),
    lastName: t.string({ resolve: (o) => o.consumerName.trim().split(/\s+/).slice(1).join(' ') }),
    email: t.exposeString('consumerEmail'),
    phone: t.exposeString('consumerPhone'),
  }),
});

const OrderRef = builder.objectRef<ClickCollectOrderRow>('ClickCollectOrder').implement({
  authScopes: dealers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    status: t.string({ description: CLICK_COLLECT_STATUSES.join(', '), resolve: (o) => o.status }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    submitted: t.boolean({ resolve: (o) => !!o.submittedAt }),
    submittedAt: t.exposeString('submittedAt', { nullable: true }),
    shipmentUpdatedAt: t.exposeString('shipmentUpdatedAt', { nullable: true }),
    customer: t.field({ type: ConsumerRef, resolve: (o) => o }),
    details: t.loadableGroup({
      type: ArticleRef,
      load: (ids: number[], ctx) => articlesOf(ctx.db, ids),
      group: (a) => a.orderId,
      resolve: (o) => o.id,
    }),
    nextStatuses: t.stringList({ description: 'The hand moves the status allows now', resolve: (o) => [...nextStatuses(o.status)] }),
    mayChoose: t.boolean({
      description: 'Articles can be chosen and the order submitted',
      resolve: (o) => mayChoose({ status: o.status, submitted: !!o.submittedAt }),
    }),
    mayUpdateShipments: t.boolean({ resolve: (o) => mayUpdateShipments(o.status) }),
  }),
});

const CountRef = builder.objectRef<{ status: string; count: number }>('ClickCollectStatusCount').implement({
  authScopes: dealers,
  fields: (t) => ({ status: t.exposeString('status'), count: t.exposeInt('count') }),
});

const PageRef = builder
  .objectRef<{ orders: ClickCollectOrderRow[]; info: PageInfo; counts: { status: string; count: number }[] }>('ClickCollectOrderPage')
  .implement({
    authScopes: dealers,
    fields: (t) => ({
      orders: t.field({ type: [OrderRef], resolve: (p) => p.orders }),
      info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
      counts: t.field({ type: [CountRef], description: "The customer's orders per status, whatever the filter", resolve: (p) => p.counts }),
    }),
  });

const ResultRef = builder.objectRef<ClickCollectAnswer>('ClickCollectResult').implement({
  authScopes: dealers,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: I001 bad input, C001 the status does not allow it, S001 stock',
    }),
    order: t.field({
      type: OrderRef,
      nullable: true,
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
      status: t.arg.stringList({ validate: z.array(status).max(9) }),
      page: t.arg.int({ validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
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
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => ownOrder(ctx, a.orderId),
  }),
}));

const ChoiceInput = builder.inputType('ClickCollectChoiceInput', {
  fields: (t) => ({
    detailId: t.int({ required: true }),
    choice: t.string({ description: 'order_to_hq or ready_to_pickup; null clears', validate: z.enum(CLICK_COLLECT_CHOICES).nullable() }),
  }),
});

const ShipmentDetailInput = builder.inputType('ClickCollectShipmentDetailInput', {
  fields: (t) => ({ detailId: t.int({ required: true }), qtyShipped: t.int({ required: true, description: 'How many arrived in all' }) }),
});

const ShipmentInput = builder.inputType('ClickCollectShipmentInput', {
  fields: (t) => ({
    orderId: t.int({ required: true }),
    details: t.field({ type: [ShipmentDetailInput], required: true, validate: z.array(z.any()).min(1).max(200) }),
  }),
});

builder.mutationFields((t) => ({
  clickCollectUpdateStatus: t.withAuth(dealers).field({
    type: ResultRef,
    description: 'Moves the status by hand (src/rules/click-collect.ts); ready to pickup mails the consumer',
    args: { orderId: t.arg.int({ required: true }), status: t.arg.string({ required: true, validate: status }) },
    resolve: (_r, a, ctx) => clickCollectUpdateStatus(ctx, a.orderId, a.status as ClickCollectStatus),
  }),
  clickCollectChooseArticles: t.withAuth(dealers).field({
    type: ResultRef,
    description: "Marks articles 'Order to HQ' or 'Ready to Pickup' before submit",
    args: {
      orderId: t.arg.int({ required: true }),
      choices: t.arg({ type: [ChoiceInput], required: true, validate: z.array(z.any()).min(1).max(200) }),
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
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => clickCollectSubmit(ctx, a.orderId),
  }),
  clickCollectUpdateShipments: t.withAuth(dealers).field({
    type: ResultRef,
    description: 'Records what arrived from the maker per article; the status follows',
    args: { shipment: t.arg({ type: ShipmentInput, required: true }) },
    resolve: (_r, a, ctx) => clickCollectUpdateShipments(ctx, a.shipment),
  }),
}));
