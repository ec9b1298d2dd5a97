import fs from 'node:fs';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isIntrospectionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * The schema is the portal's API for the app and for anyone who integrates with it (an ERP, a reporting tool): every
 * type, field, argument, input field and enum value says what it is in the portal's own words. Read from the printed
 * schema (schema/schema.graphql, which tests/api/schema.test.ts keeps current).
 */
const schema = buildSchema(fs.readFileSync('schema/schema.graphql', 'utf8'));

type Described = GraphQLNamedType | GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField | GraphQLEnumValue;

/** Every described thing of the schema with the path a reader finds it by (Type, Type.field, Type.field(arg), Enum.VALUE). */
function everything(): [string, Described][] {
  const all: [string, Described][] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    all.push([type.name, type]);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        all.push([`${type.name}.${field.name}`, field]);
        for (const arg of field.args) all.push([`${type.name}.${field.name}(${arg.name})`, arg]);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) all.push([`${type.name}.${field.name}`, field]);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) all.push([`${type.name}.${value.name}`, value]);
    }
  }
  return all;
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
/** The last part of a path, spelled as words: `creditLimit` -> `credit limit`. */
const nameAsWords = (path: string) =>
  path
    .replace(/\)$/, '')
    .split(/[.(]/)
    .at(-1)!
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

describe('the schema explains itself', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    const missing = everything()
      .filter(([, thing]) => !thing.description?.trim())
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('says more than the name does: at least three words, not the name spelled out again', () => {
    const thin = everything()
      .filter(([, thing]) => thing.description?.trim())
      .filter(([path, thing]) => {
        const text = thing.description!.trim();
        return words(text).length < 3 || text.replace(/[.\s]+$/, '').toLowerCase() === nameAsWords(path);
      })
      .map(([path, thing]) => `${path}: ${thing.description}`);
    expect(thin).toEqual([]);
  });
});
