import { matchPath } from 'react-router';
import { localeOfPath } from '../../rules/locales.ts';
import { routeRules, type RouteRule } from '../../rules/navigation.ts';
import { remembered } from '../../rules/remembered.ts';

/** A path without its locale prefix: "/en-us/cart" → "/cart", "/en-us" → "/". */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  const rest = locale ? pathname.slice(locale.length + 1) : pathname;
  return rest === '' ? '/' : rest;
}

/** The route table's rule for a browser path; a fixed path wins over a pattern ("catalog/list" over "catalog/:slug"). */
export const routeRuleFor = remembered((pathname: string): RouteRule | undefined => {
  const path = pathWithoutLocale(pathname);
  const matching = routeRules.filter((rule) => matchPath({ path: `/${rule.path}`, end: true }, path));
  return matching.find((rule) => !rule.path.includes(':')) ?? matching[0];
});
