import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useHostConfig } from '../providers/config.tsx';
import { LOCALE_NAMES, asLocale, localeOfPath } from '../providers/locales.ts';

/** The host's languages (spec 1 §3.6); choosing one keeps the page and swaps the locale prefix. */
export function LanguagePicker({ size = 'middle' }: { size?: 'middle' | 'large' }) {
  const { t } = useTranslation();
  const { languages } = useHostConfig();
  const { locale } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const options = languages
    .map((l) => ({ value: asLocale(l.code), label: l.name }))
    .filter((o): o is { value: NonNullable<typeof o.value>; label: string } => !!o.value);
  // A link may open a locale the host does not offer; still name it, so the picker never shows a bare code.
  const current = localeOfPath(`/${locale}`);
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: LOCALE_NAMES[current] });
  if (options.length < 2) return null;

  const change = (next: string) => {
    if (next === locale) return;
    navigate(`/${next}${pathname.slice(`/${locale}`.length)}${search}`, { replace: true });
  };

  return (
    <Select
      aria-label={t('language')}
      value={locale}
      onChange={change}
      options={options}
      size={size}
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
    />
  );
}
