import type { QueryKey } from '@tanstack/react-query';
import { createRequest } from '@urql/core';
import type { DocumentNode } from 'graphql';

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * The query cache's hash of a key (TanStack's own, plain objects with their keys sorted), with a GraphQL document
 * written as urql's hash of its text. refine puts the document itself in the key (`meta.gqlQuery`), and urql marks a
 * document it sends (`__key`, `loc`): hashed as an object, the key changed after its first answer, and every hook
 * asked the server a second time for what it had just received.
 */
export const hashQueryKey = (queryKey: QueryKey): string =>
  JSON.stringify(queryKey, (_, value: unknown) => {
    if (isDocument(value)) return `graphql:${createRequest(value, {}).key}`;
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, value[key]]),
    );
  });
