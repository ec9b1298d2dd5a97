import type { TFunction } from 'i18next';

/**
 * What a scope allows, in the user's language: the sentence under `allows.<scope>` of the `scopes` namespace, which
 * says what its holder may do rather than repeat its description; a permission unknown to the portal shows its
 * description.
 */
export function scopeMeaning(t: TFunction<any, any>, name: string, description?: string): string {
  return String(t(`allows.${name}`, { ns: 'scopes', defaultValue: description ?? '' }));
}
