import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { customerSearchCondition } from '../../api/account/customer-search.ts';
import { searchCondition } from '../../api/catalog/search.ts';
import { byName, isPostgres } from '../../api/db/dialect.ts';
import { contains } from '../../api/db/list-query.ts';
import { startPortal } from './harness.ts';

// What differs between SQLite and PostgreSQL (api/db/dialect.ts), proved on whichever one the run uses: this file
// runs on both, and every expectation is written out, so both databases give the same answers.
const portal = await startPortal();
const { db } = portal;
const onPostgres = isPostgres(db);

const template = await db.selectFrom('articles').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
const ARTICLES = [
  ['DLT-001', 'Crème Brûlée Saddle', 'dlt-001 velodialect saddle crème'],
  ['DLT-002', 'CRÈME Bar Tape', 'dlt-002 velodialect bar tape'],
  ['DLT-003', 'Shimano Deore XT-500 Crankset', 'dlt-003 velodialect shimano deore xt-500 crankset'],
  ['DLT-004', 'Shimano Tiagra Brake', 'dlt-004 velodialect shimano tiagra brake'],
  ['DLT-005', 'Müller Räder Pedal', 'dlt-005 velodialect müller pedal'],
  ['DLT-006', 'Mueller Grip', 'dlt-006 velodialect mueller grip'],
] as const;
for (const [code, name, searchText] of ARTICLES) {
  const { id: _id, ...rest } = template;
  await db
    .insertInto('articles')
    .values({ ...rest, articleCode: code, articleCodeDisplay: code, slug: code.toLowerCase(), name, searchText })
    .execute();
}

/** Codes of the test articles the catalogue search finds. */
const catalogSearch = async (text: string) =>
  (
    await db
      .selectFrom('articles as a')
      .select('a.articleCode')
      .where('a.articleCode', 'like', 'DLT-%')
      .where((eb) => searchCondition(db, eb, text))
      .orderBy('a.articleCode')
      .execute()
  ).map((r) => r.articleCode);

describe('catalogue search, the same on both databases', () => {
  it.each([
    ['a word prefix', 'shim', ['DLT-003', 'DLT-004']],
    ['any case', 'SHIMANO', ['DLT-003', 'DLT-004']],
    ['several words, each a prefix', 'shimano dEOr', ['DLT-003']],
    ['a word without its accent', 'creme', ['DLT-001', 'DLT-002']],
    ['a word with other accents and case', 'CRÉME brul', ['DLT-001']],
    ['an umlaut without its dots', 'muller', ['DLT-005']],
    ['an umlaut as typed', 'Räder', ['DLT-005']],
    ['a typed word of two parts', 'xt-5', ['DLT-003']],
    ['no word starts so', 'mano', []],
    ['all words must match', 'shimano grip', []],
    ['punctuation alone is no word', 'tiagra -', ['DLT-004']],
  ])('%s: %s', async (_what, text, codes) => {
    expect(await catalogSearch(text)).toEqual(codes);
  });
});

describe('money and counts are numbers', () => {
  it('count, sum and avg come back as numbers, not strings', async () => {
    const row = await db
      .selectFrom('invoices')
      .select([
        (eb) => eb.fn.countAll().as('n'),
        sql`sum(cast(grand_total as bigint))`.as('total'),
        sql`avg(grand_total)`.as('mean'),
        sql`sum(grand_total)`.as('plain'),
      ])
      .executeTakeFirstOrThrow();
    for (const value of Object.values(row)) expect(typeof value).toBe('number');
    expect(row.n).toBeGreaterThan(0);
    const { total } = await db
      .selectFrom('invoices')
      .select(sql<number>`sum(cast(grand_total as bigint))`.as('total'))
      .executeTakeFirstOrThrow();
    expect(total).toBe((await db.selectFrom('invoices').select('grandTotal').execute()).reduce((s, r) => s + Number(r.grandTotal), 0));
  });
});

// Names a German and a French reader sort differently from the byte order (capitals first, accents last).
const NAMES = [
  'zebra Räder',
  'Öko Velo',
  'Ober Velo',
  'äpfel Velo',
  'Apfel Velo',
  'Éclair Velo',
  'eclair Velo',
  'Ecole Velo',
  'ozean Velo',
  'Zürich Velo',
];
const customerIds: number[] = [];
for (const [i, name] of NAMES.entries()) {
  const { id } = await db
    .insertInto('customers')
    .values({ codeR3: `Z97000${i}`, codeUnified: `U97000${i}`, name, address: 'Jl. Dialek 1', city: 'Dialectville', countryId: 'ID' })
    .returning('id')
    .executeTakeFirstOrThrow();
  customerIds.push(id);
}
const readerOrder = (language: string) => [...NAMES].sort(new Intl.Collator(language).compare);

describe("sorting by name follows the reader's language", () => {
  it.each(['de', 'fr', 'en-us', 'id-id'])('orders names as Intl.Collator does for %s', async (locale) => {
    const rows = await db
      .selectFrom('customers')
      .select('name')
      .where('id', 'in', customerIds)
      .orderBy(byName(db, sql.ref('name'), locale))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.name)).toEqual(readerOrder(locale.split('-')[0]));
  });

  it('the customer selection lists names in the order a German reader expects', async () => {
    const admin = (await portal.tokens('admin')).requestToken;
    const res = await portal.request('/graphql', {
      method: 'POST',
      token: admin,
      headers: { 'accept-language': 'de' },
      json: { query: 'query { salesCustomers(search: "Dialectville", limit: 50) { customers { custName } } }' },
    });
    const body = (await res.json()) as { data: { salesCustomers: { customers: { custName: string }[] } } };
    expect(body.data.salesCustomers.customers.map((c) => c.custName)).toEqual(readerOrder('de'));
    // Umlauts beside their letter, small before capital: not the byte order a plain ORDER BY gives.
    expect(readerOrder('de')).not.toEqual([...NAMES].sort());
  });
});

/** The query plan PostgreSQL picks for a query, as EXPLAIN prints it. */
const plan = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain()).map((row) => Object.values(row).join(' ')).join('\n');

/** Copies a table's rows (each copy with distinct unique values) to about `rows` and vacuums (the index takes in its pending rows) and analyses it, so the planner prefers an index. */
async function enlarge(table: string, rows: number, distinct: Record<string, string>) {
  const columns = (
    await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_name = ${table} and table_schema = current_schema() and is_identity = 'NO' and column_name <> 'id'
    order by ordinal_position`.execute(db)
  ).rows.map((r) => r.name);
  const { n } = (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0];
  const values = columns.map((c) => distinct[c] ?? `t.${c}`);
  await sql
    .raw(`insert into ${table} (${columns.join(', ')}) select ${values.join(', ')}
    from ${table} t, generate_series(1, ${Math.ceil(rows / n)}) g`)
    .execute(db);
  await sql.raw(`vacuum analyze ${table}`).execute(db);
}

describe.runIf(onPostgres)('PostgreSQL answers the searches from its trigram indexes', () => {
  it('catalogue, customer selection and list searches read their indexes on big tables', async () => {
    await enlarge('articles', 25_000, {
      article_code: `t.article_code || '-x' || g`,
      article_code_display: `t.article_code_display || '-x' || g`,
      slug: `t.slug || '-x' || g`,
    });
    await enlarge('customers', 20_000, {
      code_r3: `t.code_r3 || 'x' || g`,
      code_isr: `t.code_isr || 'x' || g`,
      code_unified: `t.code_unified || 'x' || g`,
    });
    await enlarge('users', 20_000, { username: `t.username || '.x' || g`, email: `'x' || g || t.email` });

    const catalogQuery = db
      .selectFrom('articles as a')
      .select('a.id')
      .where((eb) => searchCondition(db, eb, 'velodialect'));
    expect(await plan(catalogQuery)).toContain('articles_search_fold_trgm');
    const customerQuery = db
      .selectFrom('customers')
      .select('customers.id')
      .where((eb) => customerSearchCondition(db, eb, 'quokkazz'));
    expect(await plan(customerQuery)).toContain('customers_search_text_trgm');
    const userQuery = db
      .selectFrom('users as u')
      .select('u.id')
      .where(contains(sql.ref<string>('u.username'), 'quokkazz'));
    expect(await plan(userQuery)).toContain('users_username_search_trgm');
    const listQuery = db
      .selectFrom('users as u')
      .select('u.id')
      .where((eb) => eb.or(['u.username', 'u.name', 'u.email'].map((c) => contains(sql.ref<string>(c), 'quokkazz'))));
    expect(await plan(listQuery)).toContain('users_email_search_trgm');
    // Copying 65,000 rows through their indexes and triggers is the slow part: on a busy 2-core machine it took over 20 s.
  }, 120_000);
});

describe('the customer selection search and list searches ignore case alike on both', () => {
  it('finds a substring in any case', async () => {
    const ids = async (text: string) =>
      (
        await db
          .selectFrom('customers')
          .select('id')
          .where('id', 'in', customerIds)
          .where((eb) => customerSearchCondition(db, eb, text))
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
    expect(await ids('zebra r')).toEqual([customerIds[0]]);
    expect(await ids('ZEBRA R')).toEqual([customerIds[0]]);
    expect(await ids('ber ve')).toEqual([customerIds[2]]);
    expect(await ids('zÜ')).toEqual([customerIds[9]]);
    expect(await ids('ZÜRICH')).toEqual([customerIds[9]]);
    const listed = await db
      .selectFrom('customers')
      .select('id')
      .where('id', 'in', customerIds)
      .where(contains(sql.ref<string>('name'), 'ECLAIR'))
      .orderBy('id')
      .execute();
    expect(listed.map((r) => r.id)).toEqual([customerIds[6]]);
  });

  it('lowers every letter in a list search, not A-Z alone', async () => {
    const found = async (term: string) =>
      (
        await db
          .selectFrom('customers')
          .select('id')
          .where('id', 'in', customerIds)
          .where(contains(sql.ref<string>('name'), term))
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
    expect(await found('ÖKO')).toEqual([customerIds[1]]);
    expect(await found('ZÜRICH')).toEqual([customerIds[9]]);
    expect(await found('äPFEL')).toEqual([customerIds[3]]);
  });
});
