import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The audit log's texts (locales/*/audit.json, and its menu and title in shell.json) exist in every locale, translated
// where the language is not English.
const LOCALES = ['de', 'en-ca', 'en-id', 'en-my', 'en-nl', 'en-sg', 'en-uk', 'en-us', 'fr', 'id-id', 'ms-my'];
const TRANSLATED = ['de', 'fr', 'id-id', 'ms-my'];
type Tree = { [key: string]: string | Tree };
const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): [string, string][] => Object.entries(tree).flatMap(([k, v]) =>
  (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
// Plural forms differ per language (fr has total_many); the rest must match English key for key.
const keysOf = (tree: Tree) => leaves(tree).map(([k]) => k.replace(/_(one|few|many|other)$/, '')).filter((k, i, all) => all.indexOf(k) === i).sort();

describe('audit log texts', () => {
  const english = read('en-us', 'audit');

  it.each(LOCALES)('%s has every key of the audit namespace and the menu entry', (locale) => {
    expect(keysOf(read(locale, 'audit'))).toEqual(keysOf(english));
    const shell = read(locale, 'shell') as { menu: Record<string, string>; route: Record<string, string> };
    expect(shell.menu.audit).toBeTruthy();
    expect(shell.route.audit).toBe(shell.menu.audit);
  });

  it.each(TRANSLATED)('%s is translated, not copied from English', (locale) => {
    const texts = Object.fromEntries(leaves(read(locale, 'audit')));
    // A few words are the same in both languages (Host, Target, OK, the error codes' names in Malay...): most are not.
    const same = leaves(english).filter(([k, v]) => texts[k] === v);
    expect(texts.intro).not.toBe((english as Record<string, string>).intro);
    expect(same.length).toBeLessThan(leaves(english).length * 0.15);
  });
});
