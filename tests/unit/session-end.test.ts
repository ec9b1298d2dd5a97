// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/providers/api-fetch.ts';
import { authProvider } from '../../src/providers/auth.ts';
import { graphqlClient } from '../../src/providers/graphql-client.ts';
import { endsSession } from '../../src/providers/session-end.ts';

const restRefusal = (status: number, body: Record<string, unknown> | null = null) => new ApiError(status, body, 'refused');

/** The GraphQL client's error message for an answer of `status` carrying one error of `code` (data.ts reads its code). */
async function graphqlRefusal(status: number, code: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: null, errors: [{ message: 'Forbidden', extensions: { code } }] }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const result = await graphqlClient.query('query Me { me { id } }', {}).toPromise();
  return result.error?.message;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what ends a session', () => {
  it('is a 401, maintenance, or the guard saying the customer is no longer the user’s', () => {
    expect(endsSession(restRefusal(401))).toBe(true);
    expect(endsSession(restRefusal(500, { status: 'maintenance' }))).toBe(true);
    expect(endsSession(restRefusal(403, { code: 'U002', key: 'errors.customer_not_yours' }))).toBe(true);
    expect(endsSession({ message: 'x', statusCode: 401 })).toBe(true);
    expect(endsSession({ message: 'x', statusCode: 503, code: 'M001' })).toBe(true);
  });

  it('is never a page or record the user may not open', () => {
    expect(endsSession(restRefusal(403, { code: 'U002', message: 'Forbidden' }))).toBe(false);
    expect(endsSession({ message: 'x', statusCode: 403, code: 'U002' })).toBe(false);
    expect(endsSession({ message: 'x', statusCode: 404, code: 'N001' })).toBe(false);
    expect(endsSession(restRefusal(500, { code: 'INT' }))).toBe(false);
    expect(endsSession(null)).toBe(false);
  });

  it('reads a refused field (200 with U002) as no access, a request the guard refused (403) as the session’s end', async () => {
    expect(await graphqlRefusal(200, 'U002')).toMatch(/\[U002\] Forbidden/);
    expect(await graphqlRefusal(403, 'U002')).toMatch(/\[U001\] Forbidden/);
  });

  it('signs out through auth.onError only then', async () => {
    expect(await authProvider.onError!({ message: 'x', statusCode: 403, code: 'U002' })).toEqual({});
    expect(await authProvider.onError!(restRefusal(403, { code: 'U002' }))).toEqual({});
    expect(await authProvider.onError!(restRefusal(401))).toMatchObject({ logout: true, redirectTo: expect.stringMatching(/\/login$/) });
  });
});
