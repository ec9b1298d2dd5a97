import { z } from 'zod';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { auditedMutations } from './mutations.ts';
import { REST_OPERATIONS } from './rest.ts';
import { AUDIT_PAGE_SIZES, auditEntry, auditFilterOptions, auditLog, type AuditRow } from './service.ts';
import { knownTargetTypes } from './targets.ts';

// The audit log (route /admin/audit): support staff (limitation audit) and admins read it; nobody changes it.
const auditAuth = { scope: 'page.audit' } as const;

const AuditCustomer = builder.objectRef<NonNullable<AuditRow['customer']>>('AuditCustomer').implement({
  ...insideGuardedFields,
  description: 'The customer an audited change was made for.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the customer." }),
    name: t.exposeString('name', { nullable: true, description: "The customer's name; null when the customer no longer exists." }),
    code: t.exposeString('code', { nullable: true, description: 'The R3 code' }),
  }),
});

const AuditEntry = builder.objectRef<AuditRow>('AuditEntry').implement({
  ...insideGuardedFields,
  description: 'One change made through the API, written in the same transaction as the change.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The audit entry id, rising with time.' }),
    at: t.exposeString('at', { description: 'When the change was made, ISO 8601 in UTC' }),
    actorUserId: t.exposeInt('actorUserId', { nullable: true, description: 'Null for a failed sign-in or a gateway' }),
    actorUsername: t.exposeString('actorUsername', {
      nullable: true,
      description: 'The username of the actor at the time; null when there was none (an unknown sign-in, a gateway).',
    }),
    customer: t.field({
      type: AuditCustomer,
      nullable: true,
      description: 'The customer the actor was acting for',
      resolve: (r) => r.customer,
    }),
    host: t.exposeString('host', { description: 'The portal host the call was made on; an unknown host counts as the default one.' }),
    operation: t.exposeString('operation', { description: 'The mutation or REST operation, e.g. checkout, login' }),
    targetType: t.exposeString('targetType', { nullable: true, description: 'The kind of record changed, e.g. order; null when none.' }),
    targetIds: t.exposeStringList('targetIds', { description: 'The ids or numbers of the records changed, e.g. order numbers.' }),
    input: t.exposeString('input', { description: 'The input as JSON, passwords, tokens and card data redacted' }),
    result: t.exposeString('result', { description: "'ok' or the error code" }),
  }),
});

const AuditPage = builder
  .objectRef<{ rows: AuditRow[]; info: { page: number; limit: number; count: number; pageTotal: number } }>('AuditPage')
  .implement({
    ...insideGuardedFields,
    description: 'One page of the audit log.',
    fields: (t) => ({
      rows: t.field({ type: [AuditEntry], description: 'The entries of the page, newest first.', resolve: (p) => p.rows }),
      info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered log.', resolve: (p) => p.info }),
    }),
  });

const AuditOptions = builder.objectRef<{ operations: string[]; targetTypes: string[]; results: string[] }>('AuditFilterOptions').implement({
  ...insideGuardedFields,
  description: 'The values the audit log filters offer, each list sorted.',
  fields: (t) => ({
    operations: t.exposeStringList('operations', { description: 'Every mutation and REST operation known or seen in the log.' }),
    targetTypes: t.exposeStringList('targetTypes', { description: 'Every kind of record known or seen in the log, e.g. order.' }),
    results: t.exposeStringList('results', { description: "'ok' and the error codes seen" }),
  }),
});

const when = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'An ISO 8601 date or date-time');
const short = z.string().trim().max(100);

builder.queryFields((t) => ({
  auditLog: t.withAuth(auditAuth).field({
    type: AuditPage,
    description: 'The audit log, newest first, one page at a time.',
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({
        defaultValue: 20,
        description: '10, 20, 50 or 100',
        validate: z
          .number()
          .int()
          .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50, 100'),
      }),
      actor: t.arg.string({ description: 'A username or a user id', validate: short }),
      customer: t.arg.string({
        description: 'A customer id or any of its codes (R3, ISR, unified, or shortened as the portal shows it)',
        validate: short,
      }),
      operation: t.arg.string({ description: 'One operation exactly, e.g. checkout or login.', validate: short }),
      target: t.arg.string({ description: 'A target type, e.g. order', validate: short }),
      targetId: t.arg.string({ description: 'One target id, e.g. an order number', validate: short }),
      result: t.arg.string({ description: "'ok', 'error' (any failure) or an error code", validate: short }),
      from: t.arg.string({ description: 'From this date or date-time, included', validate: when }),
      to: t.arg.string({ description: 'Up to this date (whole day) or date-time, included', validate: when }),
    },
    resolve: (_root, args, ctx) =>
      auditLog(ctx.db, {
        page: args.page ?? 1,
        limit: args.limit ?? 20,
        actor: args.actor,
        customer: args.customer,
        operation: args.operation,
        targetType: args.target,
        targetId: args.targetId,
        result: args.result,
        from: args.from,
        to: args.to,
      }),
  }),
  auditEntry: t.withAuth(auditAuth).field({
    type: AuditEntry,
    nullable: true,
    description: 'One audit row, for the detail drawer; null when there is none.',
    args: { id: t.arg.int({ required: true, description: 'The audit entry id.' }) },
    resolve: (_root, args, ctx) => auditEntry(ctx.db, args.id),
  }),
  auditFilterOptions: t.withAuth(auditAuth).field({
    type: AuditOptions,
    description: "The choices of the audit list's filters.",
    // The mutations are known once the schema is built and audited, which is before any request.
    resolve: (_root, _args, ctx) => auditFilterOptions(ctx.db, [...auditedMutations, ...REST_OPERATIONS], knownTargetTypes),
  }),
}));
