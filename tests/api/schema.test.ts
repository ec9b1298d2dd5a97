import fs from 'node:fs';
import { getNamedType, type GraphQLObjectType, isIntrospectionType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, schema } from '../../api/graphql/schema.ts';

/** Pothos keeps each field's and type's options in extensions; scope-auth reads authScopes from there. */
const declaresAuth = (ext: unknown) => {
  const options = (ext as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions;
  return options?.authScopes !== undefined;
};

const insideGuarded = (type: GraphQLObjectType) => (type.extensions as { insideGuardedFields?: boolean }).insideGuardedFields === true;
const authOf = (ext: unknown) =>
  (ext as { pothosOptions?: { authScopes?: Record<string, unknown> } } | undefined)?.pothosOptions?.authScopes;

describe('the schema', () => {
  it("has an auth rule on every field (its own, or its type's)", () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || isIntrospectionType(type)) continue;
      const root = type === schema.getQueryType() || type === schema.getMutationType();
      const typeRule = !root && (declaresAuth(type.extensions) || insideGuarded(type));
      for (const field of Object.values(type.getFields())) {
        if (!typeRule && !declaresAuth(field.extensions)) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leads from no public field to a type that relies on the fields above it for its rule', () => {
    const reached: string[] = [];
    const seen = new Set<string>();
    const walk = (type: GraphQLObjectType, path: string) => {
      if (seen.has(type.name)) return;
      seen.add(type.name);
      if (insideGuarded(type)) reached.push(path);
      const typeRule = authOf(type.extensions);
      if (typeRule && typeRule.public !== true) return;
      for (const field of Object.values(type.getFields())) {
        const next = getNamedType(field.type);
        // A field with a rule other than public guards what lies beneath it.
        const rule = authOf(field.extensions);
        if (isObjectType(next) && (!rule || rule.public === true)) walk(next, `${path}.${field.name}`);
      }
    };
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(root.getFields())) {
        const next = getNamedType(field.type);
        if (authOf(field.extensions)?.public === true && isObjectType(next)) walk(next, `${root.name}.${field.name}`);
      }
    }
    expect(reached).toEqual([]);
  });

  it('is printed in schema/schema.graphql (run `npm run schema` when this fails)', () => {
    expect(fs.readFileSync('schema/schema.graphql', 'utf8')).toBe(printedSchema() + '\n');
  });
});
