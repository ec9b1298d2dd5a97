import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { RequestContext } from '../context.ts';
import { graphqlOperations, operationLabel } from '../platform/metrics.ts';
import { ErrorCode, withPortalCodes } from './errors.ts';
import { listCost } from './list-cost.ts';
import { schema } from './schema.ts';

/** DESIGN 'Safety by default': the limits every GraphQL request meets. Tests send one over each. */
export const graphqlLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxCost: 5000,
  maxListCost: 50_000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

/** graphql-armor's settings, shared with the test that holds every document of the app to them. */
export const armorConfig = (production: boolean): NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]> => ({
  // Depth counts fields; a fragment spread adds none, so the app's shared fragments cost nothing here.
  maxDepth: { n: graphqlLimits.maxDepth, flattenFragments: true },
  maxAliases: { n: graphqlLimits.maxAliases },
  costLimit: { maxCost: graphqlLimits.maxCost },
  maxTokens: { n: graphqlLimits.maxTokens },
  maxDirectives: { n: graphqlLimits.maxDirectives },
  blockFieldSuggestion: { enabled: production },
});

/**
 * The list-size cost (list-cost.ts) needs the variables, so it is checked when the operation is about to run, not
 * during validation. The app's largest document, a picker reading every marketing category, costs 10,000.
 */
const listCostLimit: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const cost = listCost(args.schema, args.document, args.variableValues ?? {}, args.operationName);
    if (cost <= graphqlLimits.maxListCost) return;
    setResultAndStopExecution({
      errors: [
        createGraphQLError(`Query cost ${cost} with its list sizes is over the limit of ${graphqlLimits.maxListCost}: ask for fewer rows`, {
          extensions: { code: ErrorCode.invalidInput },
        }),
      ],
    });
  },
};

/**
 * graphql-armor hides field suggestions; graphql-js also suggests enum values ('Did you mean the enum value
 * "name"?'), in validation for values written in the query and in execution for variables. Cut those too.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;
const withoutSuggestions = <E extends GraphQLError>(errors: readonly E[]) =>
  errors.map((e) =>
    e.message.includes('Did you mean')
      ? new GraphQLError(e.message.replace(SUGGESTION, ''), {
          nodes: e.nodes,
          source: e.source,
          positions: e.positions,
          path: e.path,
          originalError: e.originalError,
          extensions: e.extensions,
        })
      : e,
  );
const noSuggestions: Plugin = {
  onValidate:
    () =>
    ({ result, setResult }) => {
      if (result.length) setResult(withoutSuggestions(result));
    },
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if (!(Symbol.asyncIterator in result) && result.errors?.length) setResult({ ...result, errors: withoutSuggestions(result.errors) });
    },
  }),
};

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

// Each operation counted by its name and whether it answered errors (GET /metrics).
const countOperations: Plugin = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result }) => {
      if (Symbol.asyncIterator in result) return;
      const name = getOperationAST(args.document, args.operationName ?? undefined)?.name?.value;
      graphqlOperations.inc({ operation: operationLabel(name), outcome: result.errors?.length ? 'errors' : 'ok' });
    },
  }),
};

const portalCodes: Plugin = {
  onResultProcess: ({ result, setResult }) => {
    if (!Array.isArray(result) && !(Symbol.asyncIterator in result)) setResult(withPortalCodes(result));
  },
};

/** One Yoga per endpoint: `/graphql` gets a signed-in context, `/public/graphql` one without an actor. */
export function createGraphqlHandler(endpoint: string, production: boolean) {
  return createYoga<RequestContext>({
    schema,
    graphqlEndpoint: endpoint,
    graphiql: !production,
    landingPage: false,
    maskedErrors: { isDev: !production },
    // CORS and the origin check happen once for every route, in app.ts.
    cors: false,
    plugins: [
      // biome-ignore lint/correctness/useHookAtTopLevel: an Envelop plugin named like a hook, not a React hook
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'authorization'] }),
      EnvelopArmorPlugin(armorConfig(production)),
      listCostLimit,
      portalCodes,
      countOperations,
      // Each operation compiled once into plain functions: a catalogue page of 12 groups with its facets ran about
      // 1.3x to 1.6x as many requests a second as with graphql-js's interpreter (npm run bench).
      // biome-ignore lint/correctness/useHookAtTopLevel: an Envelop plugin named like a hook, not a React hook
      useGraphQlJit(),
      ...(production ? [noIntrospection, noSuggestions] : []),
    ],
  });
}
