import fs from 'node:fs';
import { printedSchema } from '../api/graphql/schema.ts';

/** `npm run schema`: writes the SDL that the browser's queries and the stale-schema test read. */
fs.mkdirSync('schema', { recursive: true });
fs.writeFileSync('schema/schema.graphql', printedSchema() + '\n');
console.log('schema/schema.graphql written');
