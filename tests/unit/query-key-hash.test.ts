import { hashKey } from '@tanstack/react-query';
import { createRequest } from '@urql/core';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CART_SUMMARY } from '../../src/graphql/shell.ts';
import { CREDIT_INFORMATION, CUSTOMER_COMPANIES } from '../../src/graphql/credit.ts';
import { hashQueryKey } from '../../src/providers/query-key-hash.ts';

// A refine hook's key: the document sits in its meta (refine's useCustom, with the portal's data provider).
const keyOf = (document: unknown, variables: object = {}) => [
  'data',
  'default',
  'custom',
  { method: 'get', url: '', gqlQuery: document, gqlVariables: variables },
];

describe("the query cache's key hash", () => {
  it('stays the same once urql has sent the document, so no hook asks again for what it just received', () => {
    // A document no request has marked yet, as each of the app's is before its first use.
    const document = parse('query CustomerCompanies { customerCompanies { code } }', { noLocation: true });
    const plainBefore = hashKey(keyOf(document));
    const before = hashQueryKey(keyOf(document));
    createRequest(document, {}); // what the client does with every request: it marks the document
    expect(hashQueryKey(keyOf(document))).toBe(before);
    // The reason for it: TanStack's own hash sees the document's new fields.
    expect(hashKey(keyOf(document))).not.toBe(plainBefore);
  });

  it('tells documents and their variables apart', () => {
    const hashes = [
      hashQueryKey(keyOf(CART_SUMMARY)),
      hashQueryKey(keyOf(CUSTOMER_COMPANIES)),
      hashQueryKey(keyOf(CREDIT_INFORMATION, { companies: ['1000-B'] })),
      hashQueryKey(keyOf(CREDIT_INFORMATION, { companies: ['1000-P'] })),
    ];
    expect(new Set(hashes).size).toBe(4);
  });

  it('hashes plain objects whatever the order of their keys, as TanStack does', () => {
    expect(hashQueryKey(['portal', { b: 1, a: { d: 2, c: 3 } }])).toBe(hashQueryKey(['portal', { a: { c: 3, d: 2 }, b: 1 }]));
    expect(hashQueryKey(['portal', { b: 1, a: 2 }])).toBe(hashKey(['portal', { a: 2, b: 1 }]));
  });
});
