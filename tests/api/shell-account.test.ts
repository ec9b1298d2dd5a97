import { describe, expect, it } from 'vitest';
import { codes, PASSWORD, startPortal } from './harness.ts';

const portal = await startPortal();

const CHANGE_LANGUAGE = `mutation($id: String!) { changeLanguage(languageId: $id) {
  message { status description } userErrors { field message messageKey } } }`;
const SEND_FEEDBACK = `mutation($message: String!) { sendCustomerFeedback(message: $message) {
  message { status description } userErrors { field message messageKey } } }`;
const UPDATE_PROFILE = `mutation($input: UpdateProfileUserInput!) { updateProfileUser(input: $input) {
  message { status description } userErrors { field message messageKey } user { id name email phone language } } }`;

const userRow = (username: string) => portal.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const feedbackCount = async () =>
  Number(
    (
      await portal.db
        .selectFrom('customerFeedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('changeLanguage', () => {
  it("stores one of the host's languages", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(CHANGE_LANGUAGE, { token: requestToken, variables: { id: 'id-id' } });
    expect(body.data!.changeLanguage).toEqual({ message: { status: true, description: 'Language changed' }, userErrors: [] });
    expect((await userRow('dealer')).language).toBe('id-id');
    const me = await portal.graphql('{ me { language } }', { token: requestToken });
    expect(me.body.data!.me.language).toBe('id-id');
  });

  it('refuses a language the host does not offer, and takes it on a host that does', async () => {
    const { requestToken } = await portal.tokens('dealer2');
    const before = (await userRow('dealer2')).language;
    const { body } = await portal.graphql(CHANGE_LANGUAGE, { token: requestToken, variables: { id: 'de' } });
    expect(body.data!.changeLanguage.message.status).toBe(false);
    expect(body.data!.changeLanguage.userErrors).toEqual([
      { field: 'languageId', message: 'This language is not offered on this site', messageKey: 'account:language.not_offered' },
    ]);
    expect((await userRow('dealer2')).language).toBe(before);

    const eu = await portal.graphql(CHANGE_LANGUAGE, { token: requestToken, variables: { id: 'de' }, host: 'eu.localhost' });
    expect(eu.body.data!.changeLanguage.message.status).toBe(true);
    expect((await userRow('dealer2')).language).toBe('de');
  });

  it('needs a signed-in user', async () => {
    const { status } = await portal.graphql(CHANGE_LANGUAGE, { variables: { id: 'en-us' } });
    expect(status).toBe(401);
  });
});

describe('sendCustomerFeedback (consumer voice)', () => {
  it("stores the message with the line-break marker, the user's customer and the host", async () => {
    const { requestToken } = await portal.tokens('dealer');
    const { body } = await portal.graphql(SEND_FEEDBACK, {
      token: requestToken,
      variables: { message: 'The fast order page is great.\nPlease add a CSV upload, thanks' },
    });
    expect(body.data!.sendCustomerFeedback.message.status).toBe(true);
    expect(body.data!.sendCustomerFeedback.userErrors).toEqual([]);
    const row = await portal.db.selectFrom('customerFeedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const user = await userRow('dealer');
    expect(row).toMatchObject({
      userId: user.id,
      customerId: user.customerId,
      host: 'localhost',
      message: 'The fast order page is great.\\nPlease add a CSV upload, thanks',
    });
    expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps no customer for a salesman acting for nobody', async () => {
    const { requestToken } = await portal.tokens('sales');
    const { body } = await portal.graphql(SEND_FEEDBACK, { token: requestToken, variables: { message: 'Customer search works well' } });
    expect(body.data!.sendCustomerFeedback.message.status).toBe(true);
    const row = await portal.db.selectFrom('customerFeedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.customerId).toBeNull();
  });

  it.each([
    ['', 'forms:required', 'Required'],
    ['   ', 'forms:not_empty', 'Must not be empty'],
    ['Why is my order late?!', 'forms:text', "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed"],
    ['<script>alert(1)</script>', 'forms:text', "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed"],
    ['a'.repeat(2001), 'forms:max_length', 'This text is too long (at most 2000 characters)'],
  ])('refuses %j with %s and stores nothing', async (message, messageKey, text) => {
    const { requestToken } = await portal.tokens('dealer');
    const before = await feedbackCount();
    const { body } = await portal.graphql(SEND_FEEDBACK, { token: requestToken, variables: { message } });
    expect(body.data!.sendCustomerFeedback).toEqual({
      message: { status: false, description: 'Failed sending consumer voice' },
      userErrors: [{ field: 'message', message: text, messageKey }],
    });
    expect(await feedbackCount()).toBe(before);
  });

  it('is refused to a user without consumer-voice.submit (the content admin)', async () => {
    const { requestToken } = await portal.tokens('content');
    const { body } = await portal.graphql(SEND_FEEDBACK, { token: requestToken, variables: { message: 'Hello' } });
    expect(codes(body)).toEqual(['U002']);
    expect(body.data?.sendCustomerFeedback).toBeUndefined();
  });
});

describe('updateProfileUser', () => {
  const valid = { name: 'Vendor Purchasing', email: 'purchasing@vendor-demo.co.id', phone: '81234567890', language: 'id-id' };

  it('saves name, email, phone and language and answers the saved profile', async () => {
    const { requestToken } = await portal.tokens('vendor');
    const { body } = await portal.graphql(UPDATE_PROFILE, { token: requestToken, variables: { input: valid } });
    const result = body.data!.updateProfileUser;
    expect(result.message).toEqual({ status: true, description: 'Profile saved' });
    expect(result.user).toMatchObject({ name: valid.name, email: valid.email, phone: valid.phone, language: 'id-id' });
    expect(await userRow('vendor')).toMatchObject({ name: valid.name, email: valid.email, phone: valid.phone, language: 'id-id' });
    const me = await portal.graphql('{ me { phone } }', { token: requestToken });
    expect(me.body.data!.me.phone).toBe(valid.phone);
  });

  it('clears the phone when it is left empty', async () => {
    const { requestToken } = await portal.tokens('vendor');
    const { body } = await portal.graphql(UPDATE_PROFILE, { token: requestToken, variables: { input: { ...valid, phone: '' } } });
    expect(body.data!.updateProfileUser.user.phone).toBeNull();
  });

  it('answers every invalid field at once and saves nothing', async () => {
    const { requestToken } = await portal.tokens('vendor');
    const before = await userRow('vendor');
    const { body } = await portal.graphql(UPDATE_PROFILE, {
      token: requestToken,
      variables: {
        input: {
          name: 'Vendor <b>',
          email: 'not-an-email',
          phone: '+62 812',
          language: 'de',
          newPassword: 'weak',
          currentPassword: PASSWORD,
        },
      },
    });
    const result = body.data!.updateProfileUser;
    expect(result.message.status).toBe(false);
    expect(result.user).toBeNull();
    expect(result.userErrors.map((e: { field: string; messageKey: string }) => [e.field, e.messageKey])).toEqual([
      ['name', 'forms:text'],
      ['email', 'forms:email'],
      ['phone', 'forms:phone'],
      ['language', 'account:language.not_offered'],
      ['newPassword', 'forms:password'],
    ]);
    expect(result.userErrors[2].message).toBe('*Must Be Numeric (17 digits max)');
    expect(await userRow('vendor')).toEqual(before);
  });

  it('refuses a phone of more than 17 digits and an empty name', async () => {
    const { requestToken } = await portal.tokens('vendor');
    const { body } = await portal.graphql(UPDATE_PROFILE, {
      token: requestToken,
      variables: { input: { ...valid, name: '  ', phone: '1'.repeat(18) } },
    });
    expect(body.data!.updateProfileUser.userErrors.map((e: { field: string; messageKey: string }) => [e.field, e.messageKey])).toEqual([
      ['name', 'forms:not_empty'],
      ['phone', 'forms:phone'],
    ]);
  });

  it('needs the right current password for a new one', async () => {
    const { requestToken } = await portal.tokens('vendor');
    const without = await portal.graphql(UPDATE_PROFILE, {
      token: requestToken,
      variables: { input: { ...valid, newPassword: 'Sepeda2027x' } },
    });
    expect(without.body.data!.updateProfileUser.userErrors).toEqual([
      { field: 'currentPassword', message: 'Required', messageKey: 'forms:required' },
    ]);
    const wrong = await portal.graphql(UPDATE_PROFILE, {
      token: requestToken,
      variables: { input: { ...valid, newPassword: 'Sepeda2027x', currentPassword: 'Wrong2026x' } },
    });
    expect(wrong.body.data!.updateProfileUser.userErrors).toEqual([
      {
        field: 'currentPassword',
        message: 'The current password is not correct',
        messageKey: 'account:profile.wrong_current_password',
      },
    ]);
    expect((await portal.login('vendor', 'Sepeda2027x')).status).toBe(401);
  });

  it('changes the password, keeps this session and ends the other ones', async () => {
    const other = await portal.tokens('dealer-us');
    const { requestToken } = await portal.tokens('dealer-us');
    const { body } = await portal.graphql(UPDATE_PROFILE, {
      token: requestToken,
      host: 'us.localhost',
      variables: {
        input: {
          name: 'Pat Miller',
          email: 'pat@millercycles.com',
          language: 'en-us',
          currentPassword: PASSWORD,
          newPassword: 'Sepeda2027x',
        },
      },
    });
    expect(body.data!.updateProfileUser.message.status).toBe(true);
    expect((await portal.login('dealer-us', PASSWORD)).status).toBe(401);
    const onUs = await portal.request('/login', {
      method: 'POST',
      host: 'us.localhost',
      json: { username: 'dealer-us', password: 'Sepeda2027x' },
    });
    expect(onUs.status).toBe(200);
    expect((await portal.request('/user', { token: requestToken })).status).toBe(200);
    expect((await portal.request('/user', { token: other.requestToken })).status).toBe(401);
  });

  it('is refused to a user without profile.update (support)', async () => {
    const { requestToken } = await portal.tokens('support');
    const { body } = await portal.graphql(UPDATE_PROFILE, { token: requestToken, variables: { input: valid } });
    expect(codes(body)).toEqual(['U002']);
  });
});
