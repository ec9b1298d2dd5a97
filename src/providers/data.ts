import createDataProvider, { type GraphQLDataProviderOptions } from '@refinedev/graphql';
import type { CrudFilter, DataProvider, HttpError, LogicalFilter } from '@refinedev/core';
import type { Client, OperationResult } from '@urql/core';
import { filterVariables, mutationVariables, type MutationAnswer, refusalOf, sortVariable } from '../resources/list-variables.ts';
import { graphqlClient, publicGraphqlClient } from './graphql-client.ts';
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

/** What each error code means to refine and to auth.onError (DESIGN.md "Error codes"). */
const statusOfCode: Record<string, number> = {
  U001: 401,
  U002: 403,
  I001: 400,
  N001: 404,
  C001: 409,
  S001: 409,
  M001: 503,
  R001: 429,
  INT: 500,
};

/** The reader's words for a failure the server names by its code (DESIGN.md "Error codes"); never its raw text. */
export function serverMessage(code: string | undefined, network = false): string {
  if (network) return i18n.t('errors:network.connection_failed');
  return i18n.t(code && code in statusOfCode ? `errors:server.${code}` : 'errors:server.refused');
}

/**
 * Error with status code and our `code`, from the provider's "[GraphQL] [U001] Not signed in" (see graphql-client.ts).
 * Its message is the translated meaning of the code; the server's own text stays in `serverMessage` for the console.
 */
export function toHttpError(e: unknown): HttpError {
  const raw = e instanceof Error ? e.message : String(e);
  const code = raw.match(/\[([A-Z]\d{3}|INT)\]/)?.[1];
  const detail = raw
    .replace(/\[(GraphQL|Network|Code)\]\s*/g, '')
    .replace(/\[([A-Z]\d{3}|INT)\]\s*/g, '')
    .trim();
  const network = !code && raw.startsWith('[Network]');
  const statusCode = code ? (statusOfCode[code] ?? 400) : network && /unauthori[sz]ed/i.test(raw) ? 401 : network ? 503 : 400;
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
