import createDataProvider, { type GraphQLDataProviderOptions } from '@refinedev/graphql';
import type { CrudFilter, DataProvider, HttpError, LogicalFilter } from '@refinedev/core';
import type { Client, OperationResult } from '@urql/core';
import { filterVariables, mutationVariables, type MutationAnswer, refusalOf, sortVariable } from '../resources/list-variables.ts';
import { graphqlClient, publicGraphqlClient } from './graphql-client.ts';
import { codeOfFailure, isPortalErrorCode, STATUS_OF_CODE } from '../rules/error-codes.ts';
import i18n from './i18n.ts';

/** The one root field of an answer, whatever the operation is called. */
const rootField = (r: OperationResult) =>
  Object.values((r.data ?? {}) as Record<string, unknown>)[0] as Record<string, unknown> | undefined;

/** Our lists answer `{ <rows>: [...], info { page limit count pageTotal } }`; the rows field is named per domain. */
const rowsOf = (r: OperationResult) => (Object.values(rootField(r) ?? {}).find(Array.isArray) ?? []) as Record<string, unknown>[];

const filterValue = (filters: CrudFilter[] = [], field: string) =>
  (filters.find((f) => 'field' in f && f.field === field) as LogicalFilter | undefined)?.value;

/** Our names instead of nestjs-query's (STACK.md §4.2): page/limit/search/sort. */
const options: GraphQLDataProviderOptions = {
  getList: {
    buildVariables: ({ pagination, filters, sorters, meta }) => ({
      page: pagination?.currentPage ?? 1,
      limit: pagination?.mode === 'off' ? 1000 : (pagination?.pageSize ?? 10),
      search: filterValue(filters, 'q') || undefined,
      // A declaration may ask for one sort object instead of ['name:asc'] (src/resources/types.ts `sortInput`).
      sort: sortVariable(sorters, meta?.sortInput),
      // Other filters go out as variables of their field's name (admin list filters, src/resources).
      ...filterVariables(filters),
      ...meta?.gqlVariables,
    }),
    dataMapper: (r) => rowsOf(r),
    getTotalCount: (r) => Number((rootField(r)?.info as { count?: number } | undefined)?.count ?? 0),
  },
  getOne: { dataMapper: (r) => rootField(r) ?? {} },
  getMany: { buildFilter: ({ ids }) => ({ ids }), dataMapper: (r) => rowsOf(r) },
  // `meta.ownVariables`: form fields sent beside the input, e.g. userAreas (src/resources/types.ts `form.variable`).
  create: {
    buildVariables: ({ variables, meta }) => ({ ...mutationVariables(variables, meta?.ownVariables), ...meta?.gqlVariables }),
    dataMapper: (r) => rootField(r) ?? {},
  },
  update: {
    buildVariables: ({ id, variables, meta }) => ({ id, ...mutationVariables(variables, meta?.ownVariables), ...meta?.gqlVariables }),
    dataMapper: (r) => rootField(r) ?? {},
  },
  deleteOne: { buildVariables: ({ id, meta }) => ({ id, ...meta?.gqlVariables }), dataMapper: (r) => rootField(r) ?? {} },
};

/**
 * The reader's words for a failure the server names by its code (DESIGN.md "Error codes"); never its raw text. A code
 * the browser does not know reads as UNKNOWN; a refusal without a code reads as "not accepted".
 */
export function serverMessage(code: string | undefined, network = false): string {
  if (network) return i18n.t('errors:network.connection_failed');
  if (!code) return i18n.t('errors:server.refused');
  return i18n.t(`errors:server.${isPortalErrorCode(code) ? code : 'UNKNOWN'}`);
}

/**
 * Error with status code and our `code`, from the provider's "[GraphQL] [U001] Not signed in" (see graphql-client.ts).
 * Its message is the translated meaning of the code; the server's own text stays in `serverMessage` for the console.
 * A failure without a code gets the browser's: 1000 no connection, 5000 a server error without an answer, else UNKNOWN.
 */
export function toHttpError(e: unknown): HttpError {
  const raw = e instanceof Error ? e.message : String(e);
  const sent = raw.match(/\[([A-Z]\d{3}|INT|UNKNOWN|\d{4})\]/)?.[1];
  const detail = raw
    .replace(/\[(GraphQL|Network|Code)\]\s*/g, '')
    .replace(/\[([A-Z]\d{3}|INT|UNKNOWN|\d{4})\]\s*/g, '')
    .trim();
  const network = !sent && raw.startsWith('[Network]');
  const sessionEnded = network && /unauthori[sz]ed/i.test(raw);
  const code = sessionEnded ? undefined : codeOfFailure({ code: sent, network });
  const statusCode = code ? (STATUS_OF_CODE[code] ?? 400) : 401;
  return { message: serverMessage(code, network), statusCode, code, network, serverMessage: detail };
}

const refusingMethods = new Set(['create', 'update', 'deleteOne']);
const isHttpError = (e: unknown) => typeof e === 'object' && e !== null && 'statusCode' in e && 'errors' in e;
// A refusal's userError has its messageKey; a refusal without one is worded by its code.
const translateError = (key: string, params: Record<string, string>, fallback: string) =>
  i18n.t(key, { ...params, defaultValue: fallback });
const refusalText = (code: string | undefined) => serverMessage(code);

function withHttpErrors(client: Client, url: string): DataProvider {
  const { getApiUrl: _unused, ...base } = createDataProvider(client, options);
  const wrapped = Object.fromEntries(
    Object.entries(base).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        try {
          const result = await (fn as (...a: unknown[]) => unknown)(...args);
          // A mutation answering message.status false is a refusal: its userErrors go under the form's fields.
          const refusal = refusingMethods.has(name)
            ? refusalOf((result as { data?: MutationAnswer })?.data, translateError, refusalText)
            : null;
          if (refusal) throw refusal;
          return result;
        } catch (error) {
          if (isHttpError(error)) throw error;
          throw toHttpError(error);
        }
      },
    ]),
  );
  return { ...wrapped, getApiUrl: () => url } as unknown as DataProvider;
}

export const dataProvider = withHttpErrors(graphqlClient, '/graphql');
export const publicDataProvider = withHttpErrors(publicGraphqlClient, '/public/graphql');
