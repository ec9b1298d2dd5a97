import fs from 'node:fs';
import { isObjectType, isIntrospectionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, schema } from '../../api/graphql/schema.ts';

/** Pothos keeps each field's and type's options in extensions; scope-auth reads authScopes from there. */
const declaresAuth = (ext: unknown) => {
  const options = (ext as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions;
  return options?.authScopes !== undefined;
};

describe('the schema', () => {
  it('has an auth rule on every field (its own, or its type\'s)', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || isIntrospectionType(type)) continue;
      const root = type === schema.getQueryType() || type === schema.getMutationType();
      const typeRule = !root && declaresAuth(type.extensions);
      for (const field of Object.values(type.getFields())) {
        if (!typeRule && !declaresAuth(field.extensions)) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is printed in schema/schema.graphql (run `npm run schema` when this fails)', () => {
    expect(fs.readFileSync('schema/schema.graphql', 'utf8')).toBe(printedSchema() + '\n');
  });
});
