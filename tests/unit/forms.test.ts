import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/rules/locales.ts';
import {
  DEFAULT_PHONE_PREFIX,
  NEWLINE_MARKER,
  check,
  formMessages,
  formatPhone,
  inFormKey,
  markNewlines,
  rules,
  type RuleName,
} from '../../src/rules/forms.ts';

/** Each rule with values that pass and values that fail (spec 1 §5). */
const cases: Record<RuleName, { pass: unknown[]; fail: unknown[]; key: string }> = {
  required: { pass: ['a', ' ', '0', 0, false, ['x']], fail: [null, undefined, '', []], key: 'required' },
  notEmpty: { pass: ['a', '  a  ', 7], fail: ['', '   ', '\n\t', null, undefined], key: 'not_empty' },
  text: {
    pass: ['', 'Toko Sepeda Maju', 'Jl. Sudirman 12/3, Blok-A & Co: Lt 2', 'Müller Fahrräder', 'Café Vélo'],
    fail: ['a@b', "it's", 'line\nbreak', 'back\\slash', '<b>', 'price $5', '50%'],
    key: 'text',
  },
  multilineText: {
    pass: ['', 'Line one\nLine two', 'Windows\r\nline', 'C:\\folder', 'Bonjour, ça va: 1/2 & -'],
    fail: ['<script>', 'quote "x"', 'semi;colon', 'hash #1'],
    key: 'text',
  },
  uploadsDone: {
    pass: [[], [1, 2], 7, null, 'picture.jpg'],
    fail: [['uploading:a'], [3, 'uploading:b'], 'uploading:c'],
    key: 'uploads_pending',
  },
  alphanumeric: { pass: ['', 'ABC123', 'abc', '42'], fail: ['AB-1', 'A B', 'é', 'a.b'], key: 'alphanumeric' },
  numeric: { pass: ['', '0', '0812', 12], fail: ['12.5', '-1', '1e3', ' 1', 'abc'], key: 'numeric' },
  email: {
    pass: ['', 'dealer@example.com', 'first.last+tag@shop.co.id'],
    fail: ['dealer', 'a@b', 'a b@example.com', '@example.com', 'x@y.c', 'a@@b.com'],
    key: 'email',
  },
  phone: {
    pass: ['', '081234567890', '1'.repeat(17), 812345],
    fail: ['1'.repeat(18), '+62812', '0812-345', '0812 345', 'abc'],
    key: 'phone',
  },
  password: {
    pass: ['Portal2026', 'Abcdefgh1', 'Zz9Zz9Zz9Zz9'],
    fail: ['', 'Portal26', 'portal2026', 'PORTAL2026', 'PortalPortal', 'Abcdefg1'],
    key: 'password',
  },
  comboBox: { pass: [['a'], [1, 2]], fail: [[], null, undefined, 'a', {}], key: 'combo_box' },
  scope: {
    pass: ['page.catalog', 'marketing-material.cud', 'page.3rdpartyorder'],
    fail: ['', 'Page.catalog', 'page catalog', 'page..x', '.page', 'page_x'],
    key: 'scope',
  },
};

describe('form rules', () => {
  for (const [name, { pass, fail, key }] of Object.entries(cases) as [RuleName, (typeof cases)[RuleName]][]) {
    it(`${name}: passes good values and answers forms:${key} for bad ones`, () => {
      for (const value of pass) expect(rules[name](value), JSON.stringify(value)).toBeNull();
      for (const value of fail) expect(rules[name](value), JSON.stringify(value)).toBe(key);
    });
  }

  it('covers every rule', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(rules).sort());
  });

  it('answer keys that have a message', () => {
    for (const { key } of Object.values(cases)) expect(formMessages).toHaveProperty(key);
  });
});

describe('check', () => {
  it('answers the first failing rule, in the order given', () => {
    expect(check('', ['required', 'text'])).toBe('required');
    expect(check('a@b', ['required', 'text'])).toBe('text');
    expect(check('Toko Maju', ['required', 'text'])).toBeNull();
    expect(check('', ['text', 'required'])).toBe('required'); // text lets '' through
    expect(check('0812-345', ['numeric', 'phone'])).toBe('numeric');
    expect(check('x', [])).toBeNull();
  });
});

describe('formatPhone', () => {
  it('drops a leading zero and puts +62 in front by default', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+62');
    expect(formatPhone('081234567')).toBe('+6281234567');
    expect(formatPhone('81234567')).toBe('+6281234567');
    expect(formatPhone('00812')).toBe('+62812');
  });

  it('keeps only digits and takes another country code', () => {
    expect(formatPhone('0812 345-67')).toBe('+6281234567');
    expect(formatPhone('0123456789', '+60')).toBe('+60123456789');
  });

  it('gives nothing for no digits', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('0')).toBe('');
    expect(formatPhone('-')).toBe('');
  });
});

describe('markNewlines', () => {
  it('turns every line break into the literal marker', () => {
    expect(NEWLINE_MARKER).toBe('\\n');
    expect(NEWLINE_MARKER).toHaveLength(2);
    expect(markNewlines('one\ntwo')).toBe('one\\ntwo');
    expect(markNewlines('one\r\ntwo\nthree')).toBe('one\\ntwo\\nthree');
    expect(markNewlines('one\n\ntwo')).toBe('one\\n\\ntwo');
    expect(markNewlines('no breaks')).toBe('no breaks');
  });

  it('gives text the multiline rule still accepts', () => {
    expect(rules.multilineText(markNewlines('Great bikes\nThanks'))).toBeNull();
  });
});

describe('forms namespace', () => {
  const read = (locale: string) =>
    JSON.parse(readFileSync(new URL(`../../locales/${locale}/forms.json`, import.meta.url), 'utf8')) as Record<string, string>;

  it('en-us holds exactly the English messages of the rules', () => {
    expect(read('en-us')).toEqual(formMessages);
  });

  it('every locale has every message, and de, fr, id-id, ms-my are translated', () => {
    const english = read('en-us');
    for (const locale of LOCALES) {
      const messages = read(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(formMessages).sort());
      for (const text of Object.values(messages)) expect(text.trim(), locale).not.toBe('');
      if (['de', 'fr', 'id-id', 'ms-my'].includes(locale)) {
        for (const key of Object.keys(english)) expect(messages[key], `${locale} ${key}`).not.toBe(english[key]);
      }
    }
  });
});

describe('inFormKey', () => {
  it('words an empty field by its label, every other problem as it is', () => {
    expect(inFormKey('required')).toBe('required_field');
    expect(inFormKey('not_empty')).toBe('required_field');
    expect(inFormKey('combo_box')).toBe('required_field');
    expect(inFormKey('email')).toBe('email');
    // Every locale leaves the form a place for the field's label.
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(new URL(`../../locales/${locale}/forms.json`, import.meta.url), 'utf8'));
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the form's placeholder, filled by antd
      expect(messages.required_field, locale).toContain('${label}');
    }
  });
});
