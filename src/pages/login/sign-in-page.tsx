import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginFailure } from '../../providers/sign-in.ts';
import { LOCALE_NAMES, type Locale } from '../../rules/locales.ts';
import type { HostConfig } from '../../rules/host-config.ts';
import { inquiryLinkOf } from '../../rules/inquiry.ts';
import { hostLanguageOptions } from '../../shell/language/language-options.ts';
import { brandColours } from '../../shell/theme.ts';
import { Icon } from './icons.tsx';
import '../../shell/light-page.css';
import './sign-in.css';

/** What the page needs from whoever shows it: the light first entry, or the signed-in app after a sign-out. */
export interface SignInPageProps {
  /** The host's config as the reader sees it (readersConfig). */
  config: HostConfig;
  locale: Locale;
  /** Signs in; resolves to the failure to show, or null once the next page is on its way. */
  signIn: (username: string, password: string) => Promise<LoginFailure | null>;
  /** Opens another page of the portal (forgotten password, new customer inquiry). */
  go: (path: string) => void;
  switchLocale: (next: Locale) => void;
}

/**
 * Sign-in (spec 1 §2.2 "login"): the host's brand beside the form; on phones the form alone, in one column. Plain
 * React and CSS drawn like the antd pages, so the first visit loads neither antd nor refine.
 */
export function SignInPage({ config, locale, signIn, go, switchLocale }: SignInPageProps) {
  return (
    <div className="light-page sign-in">
      <div
        className="sign-in-brand"
        style={{ background: `${brandColours.deepBlue} url("${config.imageLoginBackground}") center / cover no-repeat` }}
      >
        <h1>{config.webTitle}</h1>
        {config.webDescription && <p>{config.webDescription}</p>}
      </div>
      <div className="sign-in-side">
        <div className="sign-in-top">
          <LanguageSelect config={config} locale={locale} switchLocale={switchLocale} />
        </div>
        <main className="sign-in-main">
          {config.imageLogin && <img src={config.imageLogin} alt={config.webTitle} height={56} className="sign-in-logo" />}
          <SignInForm config={config} locale={locale} signIn={signIn} go={go} />
          <NewCustomerLink config={config} locale={locale} go={go} />
        </main>
        {config.webCopyright && <div className="sign-in-copyright">{config.webCopyright}</div>}
      </div>
    </div>
  );
}

/** A link inside the portal: followed by the page's own navigation, so the app does not load twice. */
function PortalLink({ to, go, children }: { to: string; go: (path: string) => void; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} onClick={follow}>
      {children}
    </a>
  );
}

type Field = 'username' | 'password';

/** Username and password; the server's messageKey becomes the translated error above the button. */
function SignInForm({ config, locale, signIn, go }: Pick<SignInPageProps, 'config' | 'locale' | 'signIn' | 'go'>) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username: '', password: '' });
  const [checked, setChecked] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  const errorOf = (field: Field, value = values[field]): string | null => {
    if (field === 'username') return value.trim() ? null : t('login.username_required');
    return value ? null : t('login.password_required');
  };
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setChecked((c) => ({ ...c, [field]: true }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked({ username: true, password: true });
    if (pending || errorOf('username') || errorOf('password')) return;
    setPending(true);
    const result = await signIn(values.username.trim(), values.password);
    if (result) {
      setFailure(result);
      setPending(false);
    }
  };

  const field = (name: Field, label: string, input: (props: FieldInputProps) => ReactNode) => (
    <FieldRow name={name} label={label} error={checked[name] ? errorOf(name) : null}>
      {input}
    </FieldRow>
  );

  return (
    <>
      <h2 className="sign-in-title">{t('login.title')}</h2>
      <p className="sign-in-subtitle">{t('login.subtitle')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset disabled={pending}>
          {field('username', t('login.username'), (props) => (
            <span className="sign-in-input">
              <Icon name="user" />
              <input
                {...props}
                type="text"
                value={values.username}
                onChange={change('username')}
                autoComplete="username"
                autoCapitalize="none"
                // biome-ignore lint/a11y/noAutofocus: the sign-in page has one task, and its first field is where it starts
                autoFocus
              />
            </span>
          ))}
          {field('password', t('login.password'), (props) => (
            <span className="sign-in-input">
              <Icon name="lock" />
              <input
                {...props}
                type={showPassword ? 'text' : 'password'}
                value={values.password}
                onChange={change('password')}
                autoComplete="current-password"
              />
              {/* As antd's password field: a pointer shortcut, not a stop on the keyboard's way. */}
              <button
                type="button"
                className="sign-in-reveal"
                tabIndex={-1}
                aria-hidden="true"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => setShowPassword((s) => !s)}
              >
                <Icon name={showPassword ? 'eye' : 'eyeInvisible'} />
              </button>
            </span>
          ))}
          {/* The host's forgotPassword flag (spec 1 §3.1) offers a reset link by mail. */}
          {config.forgotPassword && (
            <div className="sign-in-forgot">
              <PortalLink to={`/${locale}/forgot-password`} go={go}>
                {t('login.forgot_password')}
              </PortalLink>
            </div>
          )}
          {failure?.market && <WrongMarket market={failure.market} />}
          {failure && !failure.market && (
            <div className="sign-in-alert sign-in-alert-error" role="alert">
              <Icon name="error" className="sign-in-alert-icon" />
              <span>{t(failure.messageKey, { minutes: failure.minutes, defaultValue: t('something_wrong') })}</span>
            </div>
          )}
          <button type="submit" className={`sign-in-submit${pending ? ' is-pending' : ''}`}>
            {pending && <Icon name="loading" className="sign-in-spin" />}
            <span>{t('login.submit')}</span>
          </button>
        </fieldset>
      </form>
    </>
  );
}

interface FieldInputProps {
  id: string;
  name: string;
  'aria-required': true;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A labelled field with its error under it, tied to the input as antd's form items are. */
function FieldRow({
  name,
  label,
  error,
  children,
}: {
  name: Field;
  label: string;
  error: string | null;
  children: (props: FieldInputProps) => ReactNode;
}) {
  const helpId = `${name}_help`;
  return (
    <div className={`sign-in-field${error ? ' has-error' : ''}`}>
      <label htmlFor={name}>{label}</label>
      {children({ id: name, name, 'aria-required': true, 'aria-invalid': !!error, 'aria-describedby': error ? helpId : undefined })}
      {error && (
        <div id={helpId} className="sign-in-explain" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The address of another market's portal on the same scheme and port as this one. */
export const portalAddress = (hostname: string, here: Pick<Location, 'protocol' | 'port'> = window.location) =>
  `${here.protocol}//${hostname}${here.port ? `:${here.port}` : ''}/`;

/**
 * The right password on another market's portal: says which portal the account belongs to and links there, instead of
 * a sign-in that would end at once (the server gives no session here).
 */
function WrongMarket({ market }: { market: NonNullable<LoginFailure['market']> }) {
  const { t } = useTranslation('account');
  const name = t(`wrong_market.markets.${market.sorg}`, { defaultValue: market.hostname });
  return (
    <div className="sign-in-alert sign-in-alert-warning has-description" role="alert" data-testid="wrong-market">
      <Icon name="warning" className="sign-in-alert-icon" />
      <div>
        <div className="sign-in-alert-title">{t('wrong_market.title', { market: name })}</div>
        <div className="sign-in-alert-text">{t('wrong_market.text')}</div>
        <a className="sign-in-ghost" href={portalAddress(market.hostname)} data-testid="wrong-market-link">
          <Icon name="export" />
          <span>{t('wrong_market.link', { market: name })}</span>
        </a>
      </div>
    </div>
  );
}

/**
 * The new customer inquiry under the sign-in form (spec 1 §3.1, spec 3 §7): the portal's own page, or the host's
 * outside form (newCustomerInquiryUrl); nothing where allowNewCustomerInquiry is off or the host is in the hide list.
 */
function NewCustomerLink({ config, locale, go }: Pick<SignInPageProps, 'config' | 'locale' | 'go'>) {
  const { t } = useTranslation();
  const link = inquiryLinkOf(config, window.location.hostname);
  if (link.kind === 'none') return null;
  const text = t('login.new_customer_link');
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled rule between the two ways in; an hr brings its own borders */}
      <div className="sign-in-divider" role="separator" />
      <div className="sign-in-inquiry" data-testid="new-customer-inquiry">
        <Icon name="shop" />
        <span className="sign-in-secondary">{t('login.new_customer')}</span>
        {link.kind === 'external' ? (
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        ) : (
          <PortalLink to={`/${locale}/new-customer-inquiry`} go={go}>
            {text}
          </PortalLink>
        )}
      </div>
    </>
  );
}

/**
 * The language choice: before signing in there is no user to store it for, so choosing one only swaps the locale
 * prefix. It also keeps the start language from overriding it after sign-in.
 */
function LanguageSelect({ config, locale, switchLocale }: Pick<SignInPageProps, 'config' | 'locale' | 'switchLocale'>) {
  const { t } = useTranslation();
  const id = useId();
  const options = hostLanguageOptions(config.languages).map((l) => ({ value: l.locale, label: l.name }));
  // A link may open a locale the host does not offer; still name it, so the picker never shows a bare code.
  if (!options.some((o) => o.value === locale)) options.push({ value: locale, label: LOCALE_NAMES[locale] });
  if (options.length < 2) return null;
  return (
    <span className="sign-in-language">
      <select
        id={id}
        aria-label={t('language')}
        value={locale}
        onChange={(e) => e.target.value !== locale && switchLocale(e.target.value as Locale)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Icon name="globe" />
    </span>
  );
}
