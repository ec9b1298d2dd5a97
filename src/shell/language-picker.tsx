import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, localeOfPath, type Locale } from '../rules/locales.ts';
import { useHostLanguages } from './language/host-languages.ts';
import { useSwitchLocale } from './language/use-change-language.ts';

/**
 * The login page's language choice: before signing in there is no user to store it for, so choosing one only
 * swaps the locale prefix. It also keeps the start language from overriding it after sign-in.
 */
export function LanguagePicker({ size = 'middle' }: { size?: 'middle' | 'large' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const switchLocale = useSwitchLocale();
  const current = localeOfPath(pathname);

  const options = useHostLanguages().map((l) => ({ value: l.locale, label: l.name }));
  // A link may open a locale the host does not offer; still name it, so the picker never shows a bare code.
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: LOCALE_NAMES[current] });
  if (options.length < 2) return null;

  return (
    <Select<Locale>
      aria-label={t('language')}
      value={current ?? undefined}
      onChange={(next) => next !== current && switchLocale(next, { replace: true })}
      options={options}
      size={size}
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
