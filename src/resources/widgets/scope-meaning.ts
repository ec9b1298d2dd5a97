import type { TFunction } from 'i18next';
import { scopeCatalogue } from '../../rules/scopes.ts';

/** What a scope allows, in the user's language (namespace `scopes`); a permission unknown to the portal shows its description. */
export function scopeMeaning(t: TFunction<any, any>, name: string, description?: string): string {
  const english = (scopeCatalogue as Record<string, string>)[name] ?? description ?? '';
  return String(t(name, { ns: 'scopes', defaultValue: english }));
}
