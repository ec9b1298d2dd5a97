import { onCluster } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { expect, test } from './fixtures.ts';
import { PASSWORD } from './support.ts';

type Tokens = { requestToken: string; refreshToken: string };

/**
 * A session lives in the database, not in a node: the login one node answered is refreshed by another, and the app
 * goes on with the new tokens wherever its next requests land. Behind the cluster's proxy each answer names its node
 * (X-Served-By); on one node the same steps simply all meet that node.
 */
test('a session signed in on one node is refreshed on the other and the app goes on with it', { tag: '@cluster' }, async ({
  page,
  request,
}) => {
  const dealer = await newDealer();
  const login = await request.post('/login', { data: { username: dealer.username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const loginNode = login.headers()['x-served-by'];
  let tokens = (await login.json()) as Tokens;

  // Round robin: within two refreshes one lands on the other node; each rotation is accepted wherever it lands.
  let refreshNode = loginNode;
  for (let i = 0; i < 4 && (i === 0 || refreshNode === loginNode); i++) {
    const refresh = await request.post('/refresh-token', { data: { refreshToken: tokens.refreshToken } });
    expect(refresh.status()).toBe(200);
    refreshNode = refresh.headers()['x-served-by'];
    tokens = (await refresh.json()) as Tokens;
  }
  if (onCluster()) expect(refreshNode).not.toBe(loginNode);
  const user = await request.get('/user', { headers: { authorization: `Bearer ${tokens.requestToken}` } });
  expect(user.ok()).toBe(true);

  // The browser starts with a request token no node accepts: its first call answers 401, the app refreshes with the
  // rotated refresh token and asks again, and the home page shows the dealer.
  await page.addInitScript((refreshToken) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('portal.requestToken', 'spoiled.token.value');
    localStorage.setItem('portal.refreshToken', refreshToken);
  }, tokens.refreshToken);
  const nodes = new Set<string>();
  page.on('response', (r) => {
    const node = r.headers()['x-served-by'];
    if (node) nodes.add(node);
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/refresh-token'));
  await page.goto('/en-us');
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('signed-in-user')).toContainText(dealer.username);
  await expect(page.getByTestId('active-customer')).toContainText(dealer.codeR3.replace(/^0+/, ''));
  if (onCluster()) expect([...nodes].sort()).toEqual(['node-1', 'node-2']);

  // A reload keeps the session: the refreshed tokens were saved, whichever node made them.
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toContainText(dealer.username);
});
