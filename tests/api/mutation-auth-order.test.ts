import { describe, expect, it } from 'vitest';
import { startPortal } from './harness.ts';
import { sessionToken } from './session-token.ts';

const portal = await startPortal({ mode: 'production' });
const dealer = await sessionToken(portal, 'dealer');
const admin = await sessionToken(portal, 'admin');

const long = 'x'.repeat(3000);
/** Admin operations, each with input that breaks one of its field rules. */
const calls: [string, string, Record<string, unknown>][] = [
  [
    'createRole',
    'mutation($i: RoleInput!) { createRole(input: $i) { message { status } } }',
    { i: { name: long, description: long, permissions: [] } },
  ],
  [
    'updateRole',
    'mutation($i: RoleInput!) { updateRole(id: 1, input: $i) { message { status } } }',
    { i: { name: long, description: '', permissions: [] } },
  ],
  [
    'createGroupRole',
    'mutation($i: GroupRoleInput!) { createGroupRole(input: $i) { message { status } } }',
    { i: { name: long, description: '', roleIds: [] } },
  ],
  [
    'createPermission',
    'mutation($i: PermissionInput!) { createPermission(input: $i) { message { status } } }',
    { i: { name: long, description: '' } },
  ],
  [
    'createAnnouncement',
    'mutation($i: AnnouncementInput!) { createAnnouncement(input: $i) { message { status } } }',
    { i: { type: long, title: long } },
  ],
  ['users', '{ users(limit: 5000) { info { count } } }', {}],
];

describe('who may call an operation is checked before its input', () => {
  it.each(calls)('%s as a dealer with invalid input answers FORBIDDEN, naming no field rule', async (_name, query, variables) => {
    const { body } = await portal.graphql(query, { token: dealer, variables });
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['U002']);
    expect(JSON.stringify(body)).not.toMatch(/fieldErrors|Too big|characters/);
  });

  it.each(calls)('%s as an admin with the same input still meets its field rules', async (_name, query, variables) => {
    const { body } = await portal.graphql(query, { token: admin, variables });
    expect(body.errors?.[0]?.extensions?.code).toBe('I001');
  });
});
