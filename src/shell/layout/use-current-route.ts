import { matchRoutes, useLocation, useParams } from 'react-router';
import { routeRules, type RouteRule } from '../../rules/navigation.ts';
import { remembered } from '../../rules/remembered.ts';

const patterns = routeRules.map((rule) => ({ path: rule.path, rule }));

/** The route rule an address falls under (react-router's ranking: static segments beat `:slug`). */
export const routeRuleOf = remembered((subPath: string): RouteRule | null => {
  const matches = matchRoutes(patterns, subPath);
  const last = matches?.[matches.length - 1]?.route as (typeof patterns)[number] | undefined;
  return last?.rule ?? null;
});

/** Where the user is: the locale prefix, the path below it ('/' for home) and its route rule. */
export function useCurrentRoute() {
  const { locale = '' } = useParams();
  const { pathname, search } = useLocation();
  const subPath = pathname.slice(locale.length + 1).replace(/\/+$/, '') || '/';
  return { locale, subPath, search, rule: routeRuleOf(subPath) };
}

/** A portal path with the locale prefix; '/' is the bare prefix (the home page). */
export const withLocale = (locale: string, path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);
