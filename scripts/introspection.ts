import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { buildSchema, introspectionFromSchema } from 'graphql';

/** Where `npm run schema` writes the schema's types for gql.tada (src/graphql/tada.ts reads them). */
export const introspectionFile = 'src/graphql/graphql-env.d.ts';

/** The gql.tada types of an SDL text: the same bytes for the same schema, so a stale file is found by comparing. */
export function introspectionTypes(sdl: string): string {
  const introspection = minifyIntrospection(introspectionFromSchema(buildSchema(sdl)));
  return outputIntrospectionFile(introspection, { fileType: '.d.ts', shouldPreprocess: true });
}
