// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import type { TadaDocumentNode } from 'gql.tada';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { onError, custom, publicCustom } = vi.hoisted(() => ({ onError: vi.fn(), custom: vi.fn(), publicCustom: vi.fn() }));
vi.mock('@refinedev/core', () => ({ useOnError: () => ({ mutate: onError }) }));
// The data provider's custom call: the answer as { data }, or the HttpError it throws.
vi.mock('../../src/providers/data.ts', () => ({ dataProvider: { custom }, publicDataProvider: { custom: publicCustom } }));
const sendOperation = {
  mockResolvedValue: (data: unknown) => custom.mockResolvedValue({ data }),
  mockRejectedValue: (error: unknown) => custom.mockRejectedValue(error),
  mockReturnValue: (answer: Promise<unknown>) => custom.mockReturnValue(answer.then((data) => ({ data }))),
};

const { usePortalQuery } = await import('../../src/providers/portal-query.ts');
const { answerOf, refusalText, usePortalMutation, userErrorText } = await import('../../src/providers/portal-mutation.ts');

const READ = parse('query Thing($id: Int!) { thing(id: $id) { id } }') as unknown as TadaDocumentNode<
  { thing: { id: number } },
  { id: number }
>;
const WRITE = parse('mutation Save($id: Int!) { save(id: $id) { message { status } } }') as unknown as TadaDocumentNode<
  { save: { message: { status: boolean }; userErrors: [] } },
  { id: number }
>;
const refusal = (statusCode: number, code?: string) => ({ message: 'refused', statusCode, code });

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

beforeEach(() => {
  onError.mockReset();
  custom.mockReset();
  publicCustom.mockReset();
});

describe('the read hook', () => {
  it('answers the typed data under a portal key', async () => {
    sendOperation.mockResolvedValue({ thing: { id: 7 } });
    const { result } = renderHook(() => usePortalQuery(['thing', 7], READ, { id: 7 }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual({ thing: { id: 7 } }));
    expect(custom).toHaveBeenCalledWith({ url: '', method: 'post', meta: { gqlQuery: READ, gqlVariables: { id: 7 } } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves a 403 to the page and ends the session on a 401 or maintenance', async () => {
    for (const [error, endsSession] of [
      [refusal(403, 'U002'), false],
      [refusal(404, 'N001'), false],
      [refusal(401, 'U001'), true],
      [refusal(503, 'M001'), true],
    ] as const) {
      onError.mockReset();
      sendOperation.mockRejectedValue(error);
      const { result } = renderHook(() => usePortalQuery(['thing', error.code], READ, { id: 1 }), { wrapper: wrapper() });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toBe(error);
      expect(onError).toHaveBeenCalledTimes(endsSession ? 1 : 0);
    }
  });
});

describe('the write hook', () => {
  it('answers { data } and says while it is sending', async () => {
    let answer: (value: unknown) => void = () => undefined;
    sendOperation.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => usePortalMutation(WRITE), { wrapper: wrapper() });
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send({ id: 3 });
    });
    await waitFor(() => expect(result.current.sending).toBe(true));
    answer({ save: { message: { status: true }, userErrors: [] } });
    await expect(sent).resolves.toEqual({ data: { save: { message: { status: true }, userErrors: [] } } });
    await waitFor(() => expect(result.current.sending).toBe(false));
  });

  it('answers { error } without throwing, and ends the session only on a 401', async () => {
    const { result } = renderHook(() => usePortalMutation(WRITE), { wrapper: wrapper() });
    sendOperation.mockRejectedValue(refusal(403, 'U002'));
    await expect(result.current.send({ id: 1 })).resolves.toEqual({ error: refusal(403, 'U002') });
    expect(onError).not.toHaveBeenCalled();
    sendOperation.mockRejectedValue(refusal(401, 'U001'));
    await expect(result.current.send({ id: 1 })).resolves.toEqual({ error: refusal(401, 'U001') });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends another document through sendDocument', async () => {
    sendOperation.mockResolvedValue({ thing: { id: 2 } });
    const { result } = renderHook(() => usePortalMutation(), { wrapper: wrapper() });
    await expect(result.current.sendDocument(READ, { id: 2 })).resolves.toEqual({ data: { thing: { id: 2 } } });
    expect(custom).toHaveBeenCalledWith({ url: '', method: 'post', meta: { gqlQuery: READ, gqlVariables: { id: 2 } } });
  });

  it('sends a mutation as one, and a public one to the public endpoint', async () => {
    publicCustom.mockResolvedValue({ data: { save: { message: { status: true }, userErrors: [] } } });
    const { result } = renderHook(() => usePortalMutation(WRITE, { public: true }), { wrapper: wrapper() });
    await result.current.send({ id: 4 });
    expect(publicCustom).toHaveBeenCalledWith({ url: '', method: 'post', meta: { gqlMutation: WRITE, gqlVariables: { id: 4 } } });
    expect(custom).not.toHaveBeenCalled();
  });
});

describe("the house's refusals", () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}(${JSON.stringify(options)})`;

  it('reads the root field of an answer', () => {
    expect(answerOf({ confirmOrder: { ok: 1 } })).toEqual({ ok: 1 });
    expect(answerOf(undefined)).toBeUndefined();
  });

  it('words a userError by its key and params, or by its own text without a key', () => {
    expect(userErrorText(t, { message: 'Too long', messageKey: 'forms:max_length', params: [{ name: 'max', value: '40' }] })).toBe(
      'forms:max_length({"max":"40","defaultValue":"Too long"})',
    );
    expect(userErrorText(t, { message: 'Plain', messageKey: null })).toBe('Plain');
  });

  it("says a refusal by its first error, else the page's own words", () => {
    const answer = { message: { status: false }, userErrors: [{ field: 'x', message: 'No', messageKey: null }] };
    expect(refusalText(t, answer, 'failed')).toBe('No');
    expect(refusalText(t, { message: { status: false }, userErrors: [] }, 'failed')).toBe('failed');
  });
});
