import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { RequestContext } from '../auth/context.ts';
import { schema } from './schema.ts';

/** DESIGN 'Safety by default': the limits every GraphQL request meets. Tests send one over each. */
export const graphqlLimits = { maxDepth: 8, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 20 } as const;

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

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
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
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'authorization'] }),
      EnvelopArmorPlugin(armorConfig(production)),
      ...(production ? [noIntrospection] : []),
    ],
  });
}
