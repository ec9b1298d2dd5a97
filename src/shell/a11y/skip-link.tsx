import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: straight to the page, past the navbar and the menu (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // Focus the content without changing the address, which the router owns.
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('skip_to_content')}
    </a>
  );
}
