import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { codes, startPortal } from './harness.ts';
import { xlsxBomb } from './spreadsheet-bomb.ts';

const portal = await startPortal();
const { db } = portal;
const admin = (await portal.tokens('admin')).requestToken;
const dealer = (await portal.tokens('dealer')).requestToken;
const outbox = path.join(portal.env.dataDir, 'outbox');

type Json = Record<string, any>;
const CREATE_USERS = `mutation($users: [UserRowInput!]!, $allOrNothing: Boolean) { createUsers(users: $users, allOrNothing: $allOrNothing) {
  message { status description } userErrors { field messageKey } rowErrors { row field message messageKey } created { row id credential { username password } mailed } } }`;
const PARSE = `mutation($file: File!) { parseUsersFile(file: $file) { message { status description } userErrors { field message messageKey }
  rows { row line errors { field messageKey } user { username name email language roleIds groupRoleId contentTargetMarketIds custCode
    emailConfirmations limitation sendEmail sendEmailWarranty isFakeEmail } userAreas { sorg limitation option value } } } }`;

const call = async (query: string, variables: Json = {}, token = admin) => {
  const { body } = await portal.graphql(query, { token, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data)[0] as Json;
};
const roleId = async (name: string) => (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const usernames = async (prefix: string) =>
  (await db.selectFrom('users').select('username').where('username', 'like', `${prefix}%`).orderBy('username').execute()).map(
    (u) => u.username,
  );

/** An upload as the browser sends it: the GraphQL multipart request with the bearer token. */
async function upload(bytes: Uint8Array<ArrayBuffer> | string, name: string, token = admin) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: PARSE, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes], name));
  const res = await portal.request('/graphql', { method: 'POST', body: form, token });
  return (await res.json()) as { data?: Json; errors?: Json[] };
}

const customerRole = await roleId('customer');
const salesmanRole = await roleId('salesman');
const dealerCustomer = await portal.customerOf('dealer');

describe('createUsers', () => {
  const rows = (prefix: string) => [
    {
      user: {
        username: `${prefix}-1`,
        name: 'Agus Salim',
        email: `${prefix}1@example.co.id`,
        language: 'id-id',
        roleIds: [customerRole],
        custCode: dealerCustomer.codeR3,
      },
    },
    { user: { username: `${prefix}-2`, name: 'Bad Email', email: 'nope', language: 'id-id', roleIds: [customerRole] } },
    {
      user: { username: `${prefix}-3`, name: 'Citra Dewi', email: `${prefix}3@example.co.id`, language: 'en-us', roleIds: [salesmanRole] },
      userAreas: [{ sorg: '1000', limitation: 'salesman', value: 'S1002' }],
    },
    {
      user: { username: `${prefix}-4`, name: 'No Area', email: `${prefix}4@example.co.id`, language: 'en-us', roleIds: [salesmanRole] },
      userAreas: [{ sorg: '1000', limitation: 'district', value: 'S1002' }],
    },
    // The same username again, in another case: refused as a duplicate of row 0.
    {
      user: {
        username: `${prefix.toUpperCase()}-1`,
        name: 'Agus Again',
        email: `${prefix}5@example.co.id`,
        language: 'id-id',
        roleIds: [customerRole],
        isFakeEmail: true,
      },
    },
  ];

  it('allOrNothing: any bad row means nothing is written; every problem answered by row and field', async () => {
    const answer = await call(CREATE_USERS, { users: rows('aon'), allOrNothing: true });
    expect(answer.message).toEqual({ status: false, description: 'No user created: correct the rows with errors' });
    expect(answer.created).toEqual([]);
    expect(answer.rowErrors.map((e: Json) => [e.row, e.field, e.messageKey])).toEqual([
      [1, 'email', 'forms:email'],
      [3, 'userAreas.0.limitation', 'users:errors.area_limitation'],
      [4, 'username', 'users:errors.duplicate_in_list'],
    ]);
    expect(answer.rowErrors[0].message).toBe('Email must be valid');
    expect(answer.userErrors.map((e: Json) => e.field)).toEqual(['users.1.email', 'users.3.userAreas.0.limitation', 'users.4.username']);
    expect(await usernames('aon')).toEqual([]);
  });

  it('without allOrNothing the valid rows are created and mailed, the bad ones reported', async () => {
    const before = (await outboxMessages(outbox)).length;
    const answer = await call(CREATE_USERS, { users: rows('part'), allOrNothing: false });
    expect(answer.message).toEqual({ status: true, description: '2 users created, 3 rows refused' });
    expect(answer.created.map((c: Json) => [c.row, c.credential.username, c.mailed])).toEqual([
      [0, 'part-1', true],
      [2, 'part-3', true],
    ]);
    expect(answer.rowErrors.map((e: Json) => e.row)).toEqual([1, 3, 4]);
    expect(await usernames('part')).toEqual(['part-1', 'part-3']);
    expect(await outboxMessages(outbox)).toHaveLength(before + 2);
    for (const c of answer.created) expect((await portal.login(c.credential.username, c.credential.password)).status).toBe(200);
    const areas = await db
      .selectFrom('userAreas')
      .select(['sorg', 'limitation', 'value'])
      .where('userId', '=', answer.created[1].id)
      .execute();
    expect(areas).toEqual([{ sorg: '1000', limitation: 'salesman', value: 'S1002' }]);
  });
});

const header = [
  'username',
  'name',
  'email',
  'language',
  'role',
  'sorg',
  'limitation',
  'value',
  'contentTargetMarkets',
  'custCode',
  'isFakeEmail',
];
const fileRows = (prefix: string) => [
  [
    `${prefix}-dealer`,
    'Dewi Kartika',
    `${prefix}.dewi@example.co.id`,
    'Bahasa Indonesia',
    'customer',
    '',
    '',
    '',
    'Indonesia',
    dealerCustomer.codeR3,
    'no',
  ],
  [`${prefix}-bad`, 'Eko Prasetyo', 'eko@', 'id-id', 'customer; no-such-role', '', '', '', '', '', ''],
  [
    `${prefix}-sales`,
    'Fajar Nugroho',
    `${prefix}.fajar@example.co.id`,
    'en-us',
    'salesman',
    '1000',
    'salesman;sales_group',
    'S1003;G10',
    '',
    '',
    'yes',
  ],
  [`${prefix}-bad2`, 'Gita Purnama', `${prefix}.gita@example.co.id`, 'en-us', 'salesman', '9999', 'salesman', 'S1003', '', '', 'maybe'],
];

async function xlsxOf(rows: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(header.map((h) => h.toUpperCase()));
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

function checkParsed(parsed: Json, prefix: string) {
  expect(parsed.message).toEqual({ status: true, description: '4 rows read, 2 with errors' });
  expect(parsed.rows.map((r: Json) => [r.row, r.line])).toEqual([
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 5],
  ]);
  const [first, bad, sales, bad2] = parsed.rows;
  expect(first.errors).toEqual([]);
  expect(first.user).toMatchObject({
    username: `${prefix}-dealer`,
    language: 'id-id',
    roleIds: [customerRole],
    custCode: dealerCustomer.codeR3,
    isFakeEmail: false,
  });
  // 'Indonesia' names the market of every content type.
  expect(first.user.contentTargetMarketIds).toHaveLength(3);
  expect(bad.errors.map((e: Json) => [e.field, e.messageKey])).toEqual([
    ['email', 'forms:email'],
    ['roles', 'users:errors.role_unknown'],
  ]);
  expect(sales.errors).toEqual([]);
  expect(sales.user.isFakeEmail).toBe(true);
  expect(sales.userAreas).toEqual([
    { sorg: '1000', limitation: 'salesman', option: 'include', value: 'S1003' },
    { sorg: '1000', limitation: 'sales_group', option: 'include', value: 'G10' },
  ]);
  expect(bad2.errors.map((e: Json) => [e.field, e.messageKey])).toEqual([
    ['isFakeEmail', 'users:errors.flag'],
    ['userAreas.0.sorg', 'users:errors.sorg_unknown'],
  ]);
}

/** The parsed rows sent back as createUsers takes them. */
const asRows = (parsed: Json) => parsed.rows.map((r: Json) => ({ user: r.user, userAreas: r.userAreas }));

describe('mass creation from a file', () => {
  it('reads an xlsx, checks every row and writes nothing; createUsers then writes the valid rows', async () => {
    const body = await upload(await xlsxOf(fileRows('xl')), 'users.xlsx');
    expect(body.errors).toBeUndefined();
    checkParsed(body.data!.parseUsersFile, 'xl');
    expect(await usernames('xl-')).toEqual([]);

    const all = await call(CREATE_USERS, { users: asRows(body.data!.parseUsersFile), allOrNothing: true });
    expect(all.created).toEqual([]);
    // The unreadable flag ('maybe') is the file's problem: sent on, it is simply left out.
    expect(all.rowErrors.map((e: Json) => e.row)).toEqual([1, 1, 3]);
    expect(await usernames('xl-')).toEqual([]);
    const valid = await call(CREATE_USERS, { users: asRows(body.data!.parseUsersFile), allOrNothing: false });
    expect(valid.created.map((c: Json) => c.credential.username)).toEqual(['xl-dealer', 'xl-sales']);
    expect(await usernames('xl-')).toEqual(['xl-dealer', 'xl-sales']);
  });

  it('reads a CSV (semicolons, a byte-order mark) the same way', async () => {
    const csv = '\uFEFF' + Papa.unparse([header, ...fileRows('csv')]).replace(/,/g, ';');
    const body = await upload(
      csv
        .replace(/salesman;sales_group/, '"salesman,sales_group"')
        .replace(/S1003;G10/, '"S1003,G10"')
        .replace(/customer; no-such-role/, '"customer, no-such-role"'),
      'users.csv',
    );
    expect(body.errors).toBeUndefined();
    checkParsed(body.data!.parseUsersFile, 'csv');
    expect(await usernames('csv-')).toEqual([]);
    const valid = await call(CREATE_USERS, { users: asRows(body.data!.parseUsersFile), allOrNothing: false });
    expect(valid.message.status).toBe(true);
    expect(await usernames('csv-')).toEqual(['csv-dealer', 'csv-sales']);
  });

  it('refuses files it cannot take, with the reason', async () => {
    const missing = await upload('username,name\nx,y\n', 'users.csv');
    expect(missing.data!.parseUsersFile.userErrors).toEqual([
      { field: 'file', message: 'The file lacks the columns: email, language, role', messageKey: 'users:errors.missing_columns' },
    ]);
    expect(missing.data!.parseUsersFile.message.status).toBe(false);
    const pdf = await upload(new TextEncoder().encode('%PDF-1.4\n'), 'users.pdf');
    expect(pdf.data!.parseUsersFile.userErrors[0].messageKey).toBe('users:errors.file_type');
    const empty = await upload(`${header.join(',')}\n`, 'users.csv');
    expect(empty.data!.parseUsersFile.userErrors[0].messageKey).toBe('users:errors.file_empty');
    const big = await upload(new Uint8Array(2 * 1024 * 1024 + 1), 'users.csv');
    expect(big.data!.parseUsersFile.userErrors[0].messageKey).toBe('users:errors.file_too_large');
  });

  it('a dealer may not upload one', async () => {
    const body = await upload(await xlsxOf(fileRows('deal')), 'users.xlsx', dealer);
    expect(codes(body)).toEqual(['U002']);
  });

  it('refuses a spreadsheet bomb before parsing it, and the server keeps answering while it is handled', async () => {
    const bomb = new Uint8Array(xlsxBomb());
    expect(bomb.byteLength).toBeLessThan(512 * 1024);
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: PARSE, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new File([bomb], 'users.xlsx'));
    const encoded = new Response(form);
    // The server has read the whole upload when it pulls past its end: from then on it is handling the file.
    let uploaded!: () => void;
    const handling = new Promise<void>((resolve) => {
      uploaded = resolve;
    });
    const body = encoded.body!.pipeThrough(new TransformStream({ flush: () => uploaded() }));
    const finished: string[] = [];
    const parsing = Promise.resolve(
      portal.request('/graphql', {
        method: 'POST',
        body,
        token: admin,
        duplex: 'half',
        headers: { 'content-type': encoded.headers.get('content-type')! },
      } as RequestInit & { token: string }),
    ).then(async (res) => {
      finished.push('bomb');
      return (await res.json()) as { data?: Json };
    });
    await handling;
    const user = Promise.resolve(portal.request('/user', { token: dealer })).then((res) => {
      finished.push('user');
      return res.status;
    });
    const [answer, status] = await Promise.all([parsing, user]);
    expect(status).toBe(200);
    expect(finished).toEqual(['user', 'bomb']);
    expect(answer.data!.parseUsersFile).toMatchObject({
      message: { status: false },
      rows: [],
      userErrors: [
        {
          field: 'file',
          message: 'The file unpacks to more than 20 MB; a users file is far smaller',
          messageKey: 'users:errors.file_unpacked_too_large',
        },
      ],
    });
  }, 60_000);

  it('refuses a CSV with more lines than the cap before parsing it', async () => {
    const lines = [
      'username;name;email;language;role',
      ...Array.from({ length: 5001 }, (_, i) => `u${i};N;u${i}@example.com;en-us;customer`),
    ];
    const body = await upload(lines.join('\n'), 'users.csv');
    expect(body.data!.parseUsersFile.userErrors).toEqual([
      { field: 'file', message: 'At most 500 users per file', messageKey: 'users:errors.too_many_rows' },
    ]);
  });
});

describe('GET /api/admin/users/download-excel', () => {
  const download = (query = '', token = admin) => portal.request(`/api/admin/users/download-excel${query}`, { token });
  const sheetOf = async (res: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))));
    return rows;
  };

  it('answers the users of the group roles asked for, headers in the requester’s language', async () => {
    const group = await db.selectFrom('groupRoles').select('id').where('name', '=', 'Sales staff').executeTakeFirstOrThrow();
    const res = await download(`?groupRoleIds=${group.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [head, ...rows] = await sheetOf(res);
    expect(head.slice(0, 5)).toEqual(['Username', 'Name', 'Email', 'Language', 'Roles']);
    const expected = await db
      .selectFrom('users')
      .select('username')
      .where('groupRoleId', '=', group.id)
      .where('deletedAt', 'is', null)
      .execute();
    expect(rows.map((r) => r[0]).sort()).toEqual(expected.map((u) => u.username).sort());
    const budi = rows.find((r) => r[0] === 'sales')!;
    expect(budi[4]).toBe('salesman');
    expect(budi[6]).toBe('1000');

    const german = await sheetOf(await download(`?groupRoleIds=${group.id}&lang=de`));
    expect(german[0].slice(0, 5)).toEqual(['Benutzername', 'Name', 'E-Mail', 'Sprache', 'Rollen']);
    // Without groupRoleIds: every active user.
    const everyone = await sheetOf(await download());
    const active = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    expect(everyone.length - 1).toBe(Number(active.n));
  });

  it('the downloaded file reads back as an upload', async () => {
    const res = await download('?lang=fr');
    const body = await upload(new Uint8Array(await res.arrayBuffer()), 'users.xlsx');
    const rows = body.data!.parseUsersFile.rows as Json[];
    expect(rows.length).toBeGreaterThan(10);
    const budi = rows.find((r) => r.user.username === 'sales')!;
    expect(budi.user).toMatchObject({ roleIds: [salesmanRole], language: 'en-us' });
    expect(budi.userAreas).toEqual([expect.objectContaining({ sorg: '1000', limitation: 'salesman' })]);
    // Every row is an existing user, so each is refused as taken, and only that.
    expect(budi.errors).toEqual([{ field: 'username', messageKey: 'users:errors.username_taken' }]);
  });

  it('is refused without the scope or a sign-in', async () => {
    expect((await download('', dealer)).status).toBe(403);
    const support = (await portal.tokens('support')).requestToken;
    expect((await download('', support)).status).toBe(403);
    expect((await portal.request('/api/admin/users/download-excel')).status).toBe(401);
    expect((await download('?groupRoleIds=a,b')).status).toBe(400);
  });
});

const US_LIST = `query { users(limit: 100) { users { username us organisations } info { count } } }`;
const CREATE = `mutation($user: UserInput!, $userAreas: [UserAreaInput!]) { createUser(user: $user, userAreas: $userAreas) {
    message { status } userErrors { field messageKey } credential { password } user { id us } } }`;
const usCustomer = await portal.customerOf('dealer-us');

// A US user admin who also holds the dealer's rights, so they may give the dealer role.
const role = await db
  .insertInto('roles')
  .values({ name: 'user-admin-us', description: 'US users' })
  .returning('id')
  .executeTakeFirstOrThrow();
const dealerScopes = await db.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', customerRole).execute();
const usScope = await db.selectFrom('permissions').select('id').where('name', '=', 'page.user-management-us').executeTakeFirstOrThrow();
await db
  .insertInto('rolePermissions')
  .values([...dealerScopes.map((p) => ({ roleId: role.id, permissionId: p.permissionId })), { roleId: role.id, permissionId: usScope.id }])
  .execute();
const created = await call(CREATE, {
  user: { username: 'us-admin', name: 'Jordan Miller', email: 'jordan.miller@nusantaracycles.com', language: 'en-us', roleIds: [role.id] },
  userAreas: [{ sorg: '3000', limitation: 'sales_office', value: 'O31' }],
});
const usAdmin = (await portal.login('us-admin', created.credential.password)).body.requestToken as string;

describe('the US variant: page.user-management-us', () => {
  it('lists only users of the United States', async () => {
    const list = await call(US_LIST, {}, usAdmin);
    expect(list.info.count).toBeGreaterThan(1);
    expect(list.users.every((u: Json) => u.us && u.organisations.every((s: string) => s === '3000'))).toBe(true);
    expect(list.users.map((u: Json) => u.username)).toContain('dealer-us');
    const indonesian = await db.selectFrom('users').select('id').where('username', '=', 'dealer').executeTakeFirstOrThrow();
    expect(await call('query($id: Int!) { user(id: $id) { id } }', { id: indonesian.id }, usAdmin)).toBeNull();
  });

  it('creates US users only: a US customer or area, US markets', async () => {
    const ok = await call(
      CREATE,
      {
        user: {
          username: 'us-dealer-2',
          name: 'Casey Smith',
          email: 'casey@bikeshop.example',
          language: 'en-us',
          roleIds: [customerRole],
          custCode: usCustomer.codeR3,
        },
      },
      usAdmin,
    );
    expect(ok.userErrors).toEqual([]);
    expect(ok.user.us).toBe(true);

    const indonesianMarket = await db.selectFrom('contentTargetMarkets').select('id').where('sorg', '=', '1000').executeTakeFirstOrThrow();
    const refused = await call(
      CREATE,
      {
        user: {
          username: 'not-us',
          name: 'Budi',
          email: 'budi@example.co.id',
          language: 'id-id',
          roleIds: [customerRole],
          custCode: dealerCustomer.codeR3,
          contentTargetMarketIds: [indonesianMarket.id],
        },
        userAreas: [{ sorg: '1000', limitation: 'salesman', value: 'S1001' }],
      },
      usAdmin,
    );
    expect(refused.userErrors.map((e: Json) => [e.field, e.messageKey])).toEqual([
      ['custCode', 'users:errors.us_only'],
      ['contentTargetMarkets', 'users:errors.us_only'],
      ['userAreas.0.sorg', 'users:errors.us_only'],
    ]);
    const nowhere = await call(
      CREATE,
      { user: { username: 'us-nowhere', name: 'Pat Lee', email: 'pat@example.com', language: 'en-us', roleIds: [customerRole] } },
      usAdmin,
    );
    expect(nowhere.userErrors).toEqual([{ field: 'userAreas', messageKey: 'users:errors.us_area_required' }]);
    // Nor the admin role's rights.
    const escalation = await call(
      CREATE,
      {
        user: {
          username: 'us-boss',
          name: 'Pat Lee',
          email: 'pat@example.com',
          language: 'en-us',
          roleIds: [await roleId('admin')],
          custCode: usCustomer.codeR3,
        },
      },
      usAdmin,
    );
    expect(escalation.userErrors).toEqual([{ field: 'roles', messageKey: 'users:errors.role_beyond_own' }]);
  });

  it('edits, resets and deletes only US users; the download holds only them', async () => {
    const indonesian = await db.selectFrom('users').select('id').where('username', '=', 'dealer2').executeTakeFirstOrThrow();
    const reset = await call(
      `mutation($id: Int!) { updateUser(id: $id, generatePassword: true) { userErrors { messageKey } credential { password } } }`,
      { id: indonesian.id },
      usAdmin,
    );
    expect(reset).toEqual({ userErrors: [{ messageKey: 'users:errors.us_only' }], credential: null });
    const del = await call(`mutation($id: Int!) { deleteUser(id: $id) { userErrors { messageKey } } }`, { id: indonesian.id }, usAdmin);
    expect(del.userErrors).toEqual([{ messageKey: 'users:errors.us_only' }]);
    expect((await portal.login('dealer2')).status).toBe(200);

    const usDealer = await db.selectFrom('users').select('id').where('username', '=', 'us-dealer-2').executeTakeFirstOrThrow();
    const fine = await call(
      `mutation($id: Int!) { updateUser(id: $id, generatePassword: true) { userErrors { messageKey } credential { password } } }`,
      { id: usDealer.id },
      usAdmin,
    );
    expect(fine.userErrors).toEqual([]);
    expect(fine.credential.password).toBeTruthy();

    const res = await portal.request('/api/admin/users/download-excel', { token: usAdmin });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const names: string[] = [];
    workbook.worksheets[0].eachRow((r, i) => {
      if (i > 1) names.push(String(r.getCell(1).value));
    });
    expect(names).toContain('dealer-us');
    expect(names).not.toContain('dealer');
    expect(names).not.toContain('admin');
    // Roles, group roles and permissions stay with page.user-management (spec 3 §2).
    expect((await call('{ userSalesOrganisations { sorg } }', {}, usAdmin)).map((o: Json) => o.sorg)).toEqual(['3000']);
  });
});
