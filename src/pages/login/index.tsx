import { useLogin } from '@refinedev/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { LoginFailure, LoginParams } from '../../providers/auth.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { DEFAULT_LOCALE, localeOfPath } from '../../rules/locales.ts';
import { useSwitchLocale } from '../../shell/language/use-change-language.ts';
import { SignInPage } from './sign-in-page.tsx';

/**
 * The sign-in page inside the signed-in app (after signing out, or when a page asked for a session): the same page
 * the light first entry shows (src/main.tsx), signing in through refine's auth provider, which then opens the page.
 */
export default function LoginPage() {
  const { locale: segment } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const switchLocale = useSwitchLocale();
  const { mutateAsync: login } = useLogin<LoginParams>();
  const locale = localeOfPath(`/${segment ?? ''}`) ?? DEFAULT_LOCALE;

  const signIn = async (username: string, password: string) => {
    const answer = await login({ username, password, locale, from: search.get('from') });
    if (answer.success) return null;
    return (
      (answer.error as LoginFailure | undefined) ?? {
        name: 'LoginError',
        message: 'Sign-in failed',
        statusCode: 0,
        messageKey: 'something_wrong',
      }
    );
  };
  return (
    <SignInPage
      config={useHostConfig()}
      locale={locale}
      signIn={signIn}
      go={(path) => void navigate(path)}
      switchLocale={(next) => switchLocale(next, { replace: true })}
    />
  );
}
