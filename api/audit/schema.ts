import { z } from 'zod';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { REST_OPERATIONS } from './rest.ts';
import { AUDIT_PAGE_SIZES, auditEntry, auditFilterOptions, auditLog, type AuditRow } from './service.ts';
import { knownTargetTypes } from './targets.ts';

// The audit log (route /admin/audit): support staff (limitation audit) and admins read it; nobody changes it.
const auditAuth = { scope: 'page.audit' } as const;

const AuditCustomer = builder.objectRef<NonNullable<AuditRow['customer']>>('AuditCustomer').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { nullable: true }),
    code: t.exposeString('code', { nullable: true, description: 'The R3 code' }),
  }),
});

const AuditEntry = builder.objectRef<AuditRow>('AuditEntry').implement({
  ...insideGuardedFields,
  description: 'One change made through the API, written in the same transaction as the change.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.exposeString('at', { description: 'ISO 8601' }),
    actorUserId: t.exposeInt('actorUserId', { nullable: true, description: 'Null for a failed sign-in or a gateway' }),
    actorUsername: t.exposeString('actorUsername', { nullable: true }),
    customer: t.field({
      type: AuditCustomer,
      nullable: true,
      description: 'The customer the actor was acting for',
      resolve: (r) => r.customer,
    }),
    host: t.exposeString('host'),
    operation: t.exposeString('operation', { description: 'The mutation or REST operation, e.g. checkout, login' }),
    targetType: t.exposeString('targetType', { nullable: true }),
    targetIds: t.exposeStringList('targetIds'),
    input: t.exposeString('input', { description: 'The input as JSON, passwords, tokens and card data redacted' }),
    result: t.exposeString('result', { description: "'ok' or the error code" }),
  }),
});

const AuditPage = builder
  .objectRef<{ rows: AuditRow[]; info: { page: number; limit: number; count: number; pageTotal: number } }>('AuditPage')
  .implement({
    ...insideGuardedFields,
    fields: (t) => ({
      rows: t.field({ type: [AuditEntry], resolve: (p) => p.rows }),
      info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
    }),
  });

const AuditOptions = builder.objectRef<{ operations: string[]; targetTypes: string[]; results: string[] }>('AuditFilterOptions').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    operations: t.exposeStringList('operations'),
    targetTypes: t.exposeStringList('targetTypes'),
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
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({
        defaultValue: 20,
        description: '10, 20, 50 or 100',
        validate: z
          .number()
          .int()
          .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20, 50, 100'),
      }),
      actor: t.arg.string({ description: 'A username or a user id', validate: short }),
      customer: t.arg.string({ description: 'A customer code (R3) or a customer id', validate: short }),
      operation: t.arg.string({ validate: short }),
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
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => auditEntry(ctx.db, args.id),
  }),
  auditFilterOptions: t.withAuth(auditAuth).field({
    type: AuditOptions,
    description: "The choices of the audit list's filters.",
    resolve: async (_root, _args, ctx) => {
      // Read lazily: the schema that lists the mutations is built after this module is loaded.
      const { schema } = await import('../graphql/schema.ts');
      const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
      return auditFilterOptions(ctx.db, [...mutations, ...REST_OPERATIONS], knownTargetTypes);
    },
  }),
}));
