import fs from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REST_OPERATIONS } from '../../api/audit/rest.ts';
import { ErrorCode } from '../../api/graphql/errors.ts';

// The audit log's texts (locales/*/audit.json, and its menu and title in shell.json) exist in every locale, translated
// where the language is not English.
const LOCALES = ['de', 'en-ca', 'en-id', 'en-my', 'en-nl', 'en-sg', 'en-uk', 'en-us', 'fr', 'id-id', 'ms-my'];
const TRANSLATED = ['de', 'fr', 'id-id', 'ms-my'];
type Tree = { [key: string]: string | Tree };
const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${locale}/${ns}.json`, 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
// Plural forms differ per language (fr has total_many); the rest must match English key for key.
const keysOf = (tree: Tree) =>
  leaves(tree)
    .map(([k]) => k.replace(/_(one|few|many|other)$/, ''))
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort();

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

describe('the audit log names operations and results in words', () => {
  // Every mutation of the API is recorded (api/audit/mutations.ts), and the REST routes record theirs.
  const schema = buildSchema(fs.readFileSync('schema/schema.graphql', 'utf8'));
  const operations = [...Object.keys(schema.getMutationType()?.getFields() ?? {}), ...REST_OPERATIONS];
  const results = ['ok', ...Object.values(ErrorCode), 'REFUSED'];

  it.each(LOCALES)('%s has words for every operation the API can record and every result code', (locale) => {
    const audit = read(locale, 'audit') as { operations: Record<string, string>; results: Record<string, string> };
    expect(operations.length).toBeGreaterThan(50);
    expect(
      operations.filter((o) => !audit.operations?.[o]?.trim()),
      'operations without words',
    ).toEqual([]);
    expect(
      operations.filter((o) => audit.operations?.[o] === o),
      'operations named by their code',
    ).toEqual([]);
    expect(
      results.filter((r) => !audit.results?.[r]?.trim() || audit.results[r] === r),
      'results without words',
    ).toEqual([]);
  });

  it('says U002 is not allowed and updateUser changed a user', () => {
    const audit = read('en-us', 'audit') as { operations: Record<string, string>; results: Record<string, string> };
    expect(audit.operations.updateUser).toBe('User changed');
    expect(audit.results.U002).toBe('Not allowed');
  });
});
