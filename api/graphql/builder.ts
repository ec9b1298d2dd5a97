import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ValidationPlugin from '@pothos/plugin-validation';
import AuthBeforeInputPlugin from './auth-before-input.ts';
import { createGraphQLError } from 'graphql-yoga';
import type { RequestContext, SignedInContext } from '../context.ts';
import { ErrorCode } from './errors.ts';
import type { PageInfo } from '../db/paging.ts';

/**
 * The one schema builder. Every field must say who may call it (tests/api/schema-auth.test.ts walks the schema):
 * `public` for anyone, `signedIn`, `scope` for holders of a scope, `anyScope` for any one of several,
 * `activeCustomer` when the session acts for a customer, `activeCustomerIs` for a record of that customer only.
 */
/** Whether choosing a customer alone would let the field through: every failing check is the activeCustomer scope. */
function onlyCustomerMissing(failure: AuthFailure): boolean {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === 'activeCustomer';
  if (failure.kind === AuthScopeFailureType.AllAuthScopes)
    return failure.failures.length > 0 && failure.failures.every(onlyCustomerMissing);
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes) return failure.failures.some(onlyCustomerMissing);
  return false;
}

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  AuthScopes: {
    public: boolean;
    signedIn: boolean;
    scope: string;
    anyScope: readonly string[];
    activeCustomer: boolean;
    activeCustomerIs: number;
  };
  AuthContexts: { signedIn: SignedInContext; scope: SignedInContext; anyScope: SignedInContext; activeCustomer: SignedInContext };
  Scalars: { DateTime: { Input: string; Output: string } };
}>({
  // Who may call a field is checked before its input is validated (auth-before-input.ts explains the order).
  plugins: [ScopeAuthPlugin, AuthBeforeInputPlugin, DataloaderPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: !!ctx.actor,
      scope: (name) => !!ctx.actor?.scopes.has(name),
      anyScope: (names) => names.some((n) => ctx.actor?.scopes.has(n)),
      // A function like the page scopes, so a field's own scope is checked first and a missing one answers U002, not N002.
      activeCustomer: () => !!ctx.actor?.customer,
      activeCustomerIs: (customerId) => ctx.actor?.customer?.id === customerId,
    }),
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (!ctx.actor) return createGraphQLError('Not signed in', { extensions: { code: ErrorCode.notSignedIn } });
      // Everything held but a chosen customer: the page asks the user to choose one, it is no refusal.
      if (!ctx.actor.customer && onlyCustomerMissing(result.failure))
        return createGraphQLError('Choose a customer first', { extensions: { code: ErrorCode.noCustomer } });
      return createGraphQLError('Forbidden', { extensions: { code: ErrorCode.forbidden } });
    },
  },
  validation: {
    validationError: (result) => {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of result.issues) {
        const key = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)).join('.');
        (fieldErrors[key] ??= []).push(issue.message);
      }
      return createGraphQLError('Invalid input', { extensions: { code: ErrorCode.invalidInput, fieldErrors } });
    },
  },
});

builder.queryType({ description: 'What the portal reads: each field says who may call it and whose records it answers.' });
builder.mutationType({
  description:
    'What the portal writes: each mutation runs in one write transaction and leaves one audit log entry; read-only users may ' +
    'only change customer and request download-area reports.',
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time',
  serialize: (v) => v,
  parseValue: (v) => {
    if (typeof v !== 'string' || Number.isNaN(Date.parse(v)))
      throw createGraphQLError('DateTime must be ISO 8601', { extensions: { code: ErrorCode.invalidInput } });
    return v;
  },
});

/**
 * For value types read only through fields that already say who may call them (a product inside a catalogue
 * page): no rule of their own, so no check runs again for every field of every object on a hot page.
 * tests/api/schema.test.ts proves that no public field leads to one.
 */
export const insideGuardedFields = { extensions: { insideGuardedFields: true } };

/** Every list answers its rows plus this (DESIGN 'Conventions'). */
export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  ...insideGuardedFields,
  description: 'Paging facts of a list: the page answered, its size and how many rows match in all.',
  fields: (t) => ({
    page: t.exposeInt('page', { description: 'The page answered, counted from 1.' }),
    limit: t.exposeInt('limit', { description: 'Rows per page, as asked for or the list default.' }),
    count: t.exposeInt('count', { description: 'Rows that match the filters, over all pages.' }),
    pageTotal: t.exposeInt('pageTotal', { description: 'Number of pages of this size; at least 1, even when nothing matches.' }),
  }),
});
