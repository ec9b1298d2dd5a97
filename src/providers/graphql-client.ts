import { Client, CombinedError, fetchExchange, mapExchange, type Exchange } from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import i18n from 'i18next';
import { expiresSoon, readRefreshToken, readRequestToken, refreshTokens } from './tokens.ts';

/**
 * refine's GraphQL provider keeps only error messages (STACK.md G7), so the code from `extensions.code`
 * travels in the message as "[U001] Not signed in"; data.ts reads it back.
 */
const codeInMessage: Exchange = mapExchange({
  onResult(result) {
    const gqlErrors = result.error?.graphQLErrors ?? [];
    const status = result.error?.response?.status;
    // A server error with no GraphQL answer (the server fell over, or a proxy before it): 5000 (spec 1 §8).
    if (result.error && !gqlErrors.length && typeof status === 'number' && status >= 500) {
      const graphQLErrors = [{ message: `[5000] The server answered ${status}`, extensions: { code: '5000' } }];
      return { ...result, error: new CombinedError({ graphQLErrors, response: result.error.response }) };
    }
    if (!result.error || !gqlErrors.some((e) => e.extensions?.code)) return result;
    // A whole request refused with 403 is the guard's: the session's customer is no longer the user's, so the session
    // cannot go on, as after U001. A refused field answers 200 with U002: that page says "no access" and the session stays.
    const sessionLost = result.error.response?.status === 403;
    const graphQLErrors = gqlErrors.map((e) => {
      const code = sessionLost ? 'U001' : e.extensions?.code;
      return { message: typeof code === 'string' ? `[${code}] ${e.message}` : e.message, extensions: e.extensions, path: e.path };
    });
    const error = new CombinedError({ graphQLErrors, networkError: result.error.networkError, response: result.error.response });
    return { ...result, error };
  },
});

/** Bearer token on every operation; renew ahead of expiry and once after a U001 (STACK.md §4.7). */
const sessionAuth = authExchange(async (utils) => ({
  addAuthToOperation: (operation) => {
    const token = readRequestToken();
    return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation;
  },
  willAuthError: () => !!readRefreshToken() && expiresSoon(readRequestToken()),
  didAuthError: (error) => error.response?.status === 401 || error.graphQLErrors.some((e) => e.extensions?.code === 'U001'),
  // A failed refresh clears the tokens; the retried operation then fails with U001 and auth.onError logs out.
  refreshAuth: async () => {
    await refreshTokens();
  },
}));

function createClient(url: string, exchanges: Exchange[]): Client {
  return new Client({
    url,
    exchanges,
    requestPolicy: 'network-only', // refine's react-query is the cache
    preferGetMethod: false,
    // Texts that come from data (methods, categories, promotions) come back in the page's language.
    fetchOptions: () => (i18n.language ? { headers: { 'Accept-Language': i18n.language } } : {}),
  });
}

/** /graphql: signed-in operations. */
export const graphqlClient = createClient('/graphql', [codeInMessage, sessionAuth, fetchExchange]);

/** /public/graphql: operations anyone may call (login helpers, customer inquiry). */
export const publicGraphqlClient = createClient('/public/graphql', [codeInMessage, fetchExchange]);
