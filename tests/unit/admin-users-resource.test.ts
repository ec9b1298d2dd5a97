import { describe, expect, it } from 'vitest';
import { users } from '../../src/resources/declarations/users.ts';
import {
  copiedValuesOf,
  initialValuesOf,
  inputOf,
  mutationVariables,
  ownVariablesOf,
  sortVariable,
} from '../../src/resources/list-variables.ts';
import { routesOf, toRefineResource } from '../../src/resources/refine.ts';
import { routeRules } from '../../src/rules/navigation.ts';

// The users declaration drives the generic pages; these are the parts it added to them.

describe('users on the generic pages', () => {
  it('sorts with one { sortBy, order } object, as the users API takes it', () => {
    expect(sortVariable([{ field: 'email', order: 'desc' }], 'object')).toEqual({ sortBy: 'email', order: 'DESC' });
    expect(sortVariable([], 'object')).toBeUndefined();
  });

  it('sends the areas and generatePassword beside the user input, and a cleared select as null', () => {
    expect(ownVariablesOf(users)).toEqual(['userAreas', 'generatePassword']);
    const area = { sorg: '1000', limitation: 'salesman', option: 'include', value: 'S1001' };
    const values = {
      ...initialValuesOf(users),
      username: ' agus ',
      name: 'Agus',
      email: 'agus@example.co.id',
      language: 'en-us',
      roleIds: [4],
      userAreas: [area],
      groupRoleId: '',
      active: true,
      roles: [{ id: 4, name: 'salesman' }],
    };
    const created = inputOf(users, values, false);
    expect(created).not.toHaveProperty('generatePassword'); // only in the edit form
    expect(created).toMatchObject({
      username: 'agus',
      groupRoleId: null,
      limitation: null,
      custCode: '',
      sendEmail: true,
      userAreas: [area],
    });
    expect(created).not.toHaveProperty('roles');
    expect(created).not.toHaveProperty('active');
    expect(mutationVariables(inputOf(users, { ...values, generatePassword: true }, true), ownVariablesOf(users))).toEqual({
      input: expect.not.objectContaining({ userAreas: expect.anything() }),
      userAreas: [area],
      generatePassword: true,
    });
  });

  it('copies a user into a new one without what is personal to them', () => {
    const copy = copiedValuesOf(users, {
      id: 7,
      username: 'budi',
      name: 'Budi',
      email: 'budi@example.co.id',
      emailConfirmations: ['x@example.co.id'],
      language: 'id-id',
      roleIds: [4],
      groupRoleId: 2,
      custCode: 'C1',
      userAreas: [{ sorg: '3000', limitation: 'salesman', option: 'include', value: 'U1' }],
      contentTargetMarketIds: [5],
      sendEmail: false,
    });
    expect(copy).toMatchObject({
      username: '',
      name: '',
      email: '',
      emailConfirmations: [],
      custCode: '',
      language: 'id-id',
      roleIds: [4],
      groupRoleId: 2,
      contentTargetMarketIds: [5],
      sendEmail: false,
    });
    expect(copy.userAreas).toHaveLength(1);
  });

  it('has the spec routes, id before the action, each with a route rule; support may list and show only', () => {
    const paths = routesOf(users).map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'admin/users',
        'admin/users/create',
        'admin/users/:id/edit',
        'admin/users/create-us',
        'admin/users/:id/edit-us',
        'admin/users/:id/copy-us',
        'admin/users/:id/show',
      ]),
    );
    for (const path of [...paths, 'admin/users/create-users-mass'])
      expect(
        routeRules.map((r) => r.path),
        path,
      ).toContain(path);
    const rule = (path: string) => routeRules.find((r) => r.path === path)!.scopes;
    expect(rule('admin/users/:id/edit-us')).toEqual(['page.user-management-us']);
    expect(rule('admin/users/:id/edit')).toEqual(['page.user-management']);
    const refine = toRefineResource(users);
    expect(refine.edit).toBe('/:locale/admin/users/:id/edit');
    expect(JSON.stringify(refine.meta.actionScopes.list)).toContain('page.audit');
    for (const action of ['create', 'edit', 'delete'] as const)
      expect(JSON.stringify(refine.meta.actionScopes[action])).not.toContain('page.audit');
  });
});
