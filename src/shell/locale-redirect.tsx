import { Navigate, useLocation } from 'react-router';
import { useGetIdentity } from '@refinedev/core';
import { useHostConfig } from '../providers/config.tsx';
import { chosenLocale } from '../providers/i18n.ts';
import { asLocale, startLocale } from '../rules/locales.ts';
import { hasSession } from '../providers/tokens.ts';
import type { PortalUser } from '../providers/user.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * A path without a valid locale prefix goes to the same path under the current locale. At start that is the
 * user's language if the host offers it, else the host's first language (spec 1 §4 "Language at start").
 */
export function LocaleRedirect() {
  const { pathname, search, hash } = useLocation();
  const config = useHostConfig();
  const chosen = chosenLocale();
  const askUser = !chosen && hasSession();
  const identity = useGetIdentity<PortalUser | null>({ queryOptions: { enabled: askUser } });

  if (askUser && identity.isLoading) return <PageLoading />;

  // "/DE/login" or "/en_US/login": the prefix is meant, only spelled differently.
  const [, first = '', ...rest] = pathname.split('/');
  const spelled = asLocale(first);
  const locale = spelled ?? chosen ?? startLocale(identity.data?.language, config.languages);
  const path = spelled ? rest.join('/') : pathname.replace(/^\/+/, '');
  return <Navigate replace to={`/${locale}${path ? `/${path}` : ''}${search}${hash}`} />;
}
