import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Every GraphQL document of the app is written with this `graphql()`: its answer and variables are typed from
 * schema/schema.graphql (through graphql-env.d.ts, written by `npm run schema`), so a page that reads a field its
 * document does not ask for fails the typecheck, and `gql.tada check` (part of `npm run typecheck`) fails on a field
 * or argument the schema lacks. Fragments are not masked: a spread's fields are read like the document's own.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    /** ISO 8601, as the rules in src/rules read dates. */
    DateTime: string;
    /** An upload, sent as multipart form data. */
    File: File;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
