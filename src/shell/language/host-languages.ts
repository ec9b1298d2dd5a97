import { useHostConfig } from '../../providers/config.tsx';
import { hostLanguageOptions, type LanguageOption } from './language-options.ts';

export { pathInLocale, type LanguageOption } from './language-options.ts';

/** The host's languages (spec 1 §3.6), in the host's order, as portal locales; unknown codes are left out. */
export function useHostLanguages(): LanguageOption[] {
  return hostLanguageOptions(useHostConfig().languages);
}
