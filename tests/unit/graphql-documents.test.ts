import fs from 'node:fs';
import path from 'node:path';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { buildSchema, type DocumentNode, Kind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { armorConfig } from '../../api/graphql/yoga.ts';
import { introspectionFile, introspectionTypes } from '../../scripts/introspection.ts';
import { documentsIn, sourceFiles } from './app-documents.ts';

/**
 * Every GraphQL document the app sends, checked against schema/schema.graphql at run time as well as by the typecheck:
 * documents live in plain `.ts` modules (queries files, src/graphql, the admin declarations), reachable from their
 * exports, so this test finds each one however its text came about.
 */
const sdl = fs.readFileSync('schema/schema.graphql', 'utf8');
const schema = buildSchema(sdl);

/** Files that write a document: a call of gql.tada's `graphql(` (the one way documents are written). */
const callsOf = (text: string) => text.match(/\bgraphql\(\s*`/g)?.length ?? 0;
const documentFiles = sourceFiles('src').filter((f) => callsOf(fs.readFileSync(f, 'utf8')) > 0);

/** The server's limits (depth, aliases, cost, directives) as validation rules, with its own settings. */
const limits = new ApolloArmor(armorConfig(true)).protect().validationRules ?? [];

const nameOf = (d: DocumentNode) => d.definitions.map((def) => ('name' in def && def.name ? def.name.value : def.kind)).join(', ');

describe("the app's GraphQL documents", () => {
  it('are written in plain modules, not in components, and there are documents to check', () => {
    expect(documentFiles.length).toBeGreaterThan(20);
    expect(documentFiles.filter((f) => f.endsWith('.tsx'))).toEqual([]);
    // Operations written any other way (text, urql's gql tag) would be neither typed nor found here.
    const untyped = sourceFiles('src').filter((f) => {
      const outside = fs.readFileSync(f, 'utf8').replace(/\bgraphql\(\s*`[^`]*`/g, '');
      return /\bgql[`(]/.test(outside) || /\b(query|mutation)\s+[A-Z]\w*\s*[({]/.test(outside);
    });
    expect(untyped).toEqual([]);
  });

  it.each(documentFiles)("%s: every document is exported, valid against the schema and inside the server's limits", async (file) => {
    const module = await import(path.resolve(file));
    const documents = [...documentsIn(module)];
    // Each `graphql(` call is reachable from the exports (fragments are also merged into the documents using them).
    expect(documents.length).toBeGreaterThanOrEqual(callsOf(fs.readFileSync(file, 'utf8')));
    const errors = documents.flatMap((d) => {
      const operations = d.definitions.some((def) => def.kind === Kind.OPERATION_DEFINITION);
      // A fragment alone is checked where it is spread; validating it alone would call it unused.
      return operations ? validate(schema, d).map((e) => `${nameOf(d)}: ${e.message}`) : [];
    });
    expect(errors).toEqual([]);
    const overLimits = documents
      .filter((d) => d.definitions.some((def) => def.kind === Kind.OPERATION_DEFINITION))
      .flatMap((d) => validate(schema, d, limits).map((e) => `${nameOf(d)}: ${e.message}`));
    expect(overLimits).toEqual([]);
  });

  it(`have their types from the schema: ${introspectionFile} is current (run \`npm run schema\` when this fails)`, () => {
    expect(fs.readFileSync(introspectionFile, 'utf8')).toBe(introspectionTypes(sdl));
  });
});
