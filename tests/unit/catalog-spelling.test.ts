import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One spelling in names: identifiers say `catalog`, as the spec's routes and scopes do (/catalog, page.catalog);
// prose in comments and texts says "catalogue". Only names are read, so a comment or a sentence never counts.
// Migrations are history: their names stay as they ran (0047 renamed what the database keeps).
const ROOTS = ['api', 'src', 'tests', 'scripts'];
const HISTORY = join('api', 'db', 'migrations');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== HISTORY) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const VALUE_ENDS = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
]);

/**
 * The names in a source text spelled with "catalogue". A scan, not a parse, keeps the test quick over two thousand
 * files: a template's text after `${…}` is scanned again as template text, so its words are not taken for names.
 */
function otherSpellings(fileName: string, text: string): string[] {
  if (!text.toLowerCase().includes('catalogue')) return [];
  const variant = fileName.endsWith('.tsx') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, variant, text);
  const found: string[] = [];
  // For each template whose `${` is open, how many braces deep its expression is.
  const templates: number[] = [];
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; previous = token, token = scanner.scan()) {
    // A slash where no value ends starts a regular expression, whose letters are no names.
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !VALUE_ENDS.has(previous))
      token = scanner.reScanSlashToken();
    if (token === ts.SyntaxKind.TemplateHead) templates.push(0);
    else if (token === ts.SyntaxKind.OpenBraceToken && templates.length) templates[templates.length - 1]! += 1;
    else if (token === ts.SyntaxKind.CloseBraceToken && templates.length) {
      if (templates[templates.length - 1]! > 0) templates[templates.length - 1]! -= 1;
      else if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) templates.pop();
    } else if (
      (token === ts.SyntaxKind.Identifier || token === ts.SyntaxKind.PrivateIdentifier) &&
      /catalogue/i.test(scanner.getTokenText())
    )
      found.push(scanner.getTokenText());
  }
  return found;
}

describe('the spelling of catalog in names', () => {
  it('is catalog in every identifier of api, src, tests and scripts', () => {
    const files = ROOTS.flatMap((root) => [...sources(root)]);
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((path) => otherSpellings(path, readFileSync(path, 'utf8')).map((name) => `${path}: ${name}`))).toEqual([]);
  });

  it('finds a name spelled otherwise, and not the word in a comment, a sentence or a template', () => {
    const text = [
      '// the catalogue cache',
      'const catalogueRows = 1;',
      "const title = 'The catalogue';",
      `const line = \`the catalogue of \${title} in \${catalogueRows} rows, \${{ a: 1 }.a} a catalogue\`;`,
      'class Shelf { #catalogueSize = 2; }',
      'const isTitle = /catalogue/i.test(title) && 4 / 2 > 1;',
      'export const view = <Catalogue page={line} />;',
    ].join('\n');
    expect(otherSpellings('probe.tsx', text)).toEqual(['catalogueRows', 'catalogueRows', '#catalogueSize', 'Catalogue']);
  });
});
