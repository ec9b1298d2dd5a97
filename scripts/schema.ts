import fs from 'node:fs';
import { printedSchema } from '../api/graphql/schema.ts';
import { introspectionFile, introspectionTypes } from './introspection.ts';

/** `npm run schema`: writes the SDL, and the types gql.tada derives from it for the browser's documents. */
fs.mkdirSync('schema', { recursive: true });
const sdl = printedSchema() + '\n';
fs.writeFileSync('schema/schema.graphql', sdl);
fs.writeFileSync(introspectionFile, introspectionTypes(sdl));
console.log(`schema/schema.graphql and ${introspectionFile} written`);
