import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type DocumentNode, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { listCost } from '../../api/graphql/list-cost.ts';
import { graphqlLimits } from '../../api/graphql/yoga.ts';
import { documentsIn, sourceFiles } from './app-documents.ts';

const schema = buildSchema(fs.readFileSync('schema/schema.graphql', 'utf8'));

const documentFiles = sourceFiles('src').filter((f) => /\bgraphql\(\s*`/.test(fs.readFileSync(f, 'utf8')));
describe('the list-size cost', () => {
  it('multiplies a selection by its limit, from the query, a variable or the default', () => {
    const rows = '{ categories { id path } }';
    expect(listCost(schema, parse(`{ marketingMaterialCategories(limit: 50) ${rows} }`))).toBe(1 + 50 * 1);
    expect(listCost(schema, parse(`query($n: Int) { marketingMaterialCategories(limit: $n) ${rows} }`), { n: 70 })).toBe(1 + 70);
    const byDefault = listCost(schema, parse(`{ marketingMaterialCategories ${rows} }`));
    expect(byDefault).toBeGreaterThan(1);
    // Fragments count where they are spread.
    expect(
      listCost(
        schema,
        parse(`{ marketingMaterialCategories(limit: 50) { ...F } } fragment F on MarketingMaterialCategoryPage { categories { id } }`),
      ),
    ).toBe(1 + 50);
  });

  it("the marketing material category page's items at the spec's limit (9999, rows with their files) stay under the limit", async () => {
    const { ITEMS } = await import('../../src/graphql/marketing-material.ts');
    expect(listCost(schema, ITEMS as unknown as DocumentNode, { category: 1, limit: 9999 })).toBeLessThanOrEqual(graphqlLimits.maxListCost);
  });

  it.each(documentFiles)('%s: every document, at the largest page size (100), stays under the limit', async (file) => {
    const documents = [...documentsIn(await import(path.resolve(file)))].filter((d) =>
      d.definitions.some((def) => def.kind === Kind.OPERATION_DEFINITION),
    );
    const over = documents
      .map((d) => ({ d, cost: listCost(schema, d, { limit: 100, pageSize: 100 }) }))
      .filter(({ cost }) => cost > graphqlLimits.maxListCost)
      .map(({ cost }) => cost);
    expect(over).toEqual([]);
  });
});
