import { createGraphQLError } from 'graphql-yoga';

/** Error codes of DESIGN.md, sent in `extensions.code`; the browser maps them to translated messages. */
export const ErrorCode = {
  notSignedIn: 'U001',
  forbidden: 'U002',
  invalidInput: 'I001',
  notFound: 'N001',
  conflict: 'C001',
  stockLimited: 'S001',
  maintenance: 'M001',
  internal: 'INT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A client-facing error: a GraphQLError survives Yoga's masking, anything else becomes 'Unexpected error.'. */
export function fail(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): never {
  throw createGraphQLError(message, { extensions: { code, ...extensions } });
}

export const forbidden = (message = 'Forbidden') => fail(ErrorCode.forbidden, message);
export const notFound = (message = 'Not found') => fail(ErrorCode.notFound, message);
