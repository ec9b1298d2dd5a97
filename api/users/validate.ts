import { customerCodeMatches, normalisedCustomerCode, shortenedCodePatterns } from '../../src/rules/customer-code.ts';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import type { AreaLimitation } from '../db/types.ts';
import { checkField, checkLength, formError, type UserError } from '../graphql/mutation-result.ts';
import type { UserAdmin } from './access.ts';
import { usersError } from './texts.ts';

export const AREA_LIMITATIONS = ['salesman', 'sales_group', 'sales_office'] as const;
export const AREA_OPTIONS = ['include', 'exclude'] as const;
/** A user's own limitation: none, or audit (read-only across customers, DESIGN 'Identity'). */
export const USER_LIMITATIONS = ['audit'] as const;
export const MAX_EMAIL_CONFIRMATIONS = 10;

/** The user form as the pages send it (spec 3 §3 'User (admin view)'); areas travel beside it as userAreas. */
export interface UserInput {
  email: string;
  name: string;
  username: string;
  emailConfirmations?: string[] | null;
  sendEmail?: boolean | null;
  sendEmailWarranty?: boolean | null;
  isFakeEmail?: boolean | null;
  /** A language code (languages.code), e.g. en-us. */
  language: string;
  roleIds: number[];
  groupRoleId?: number | null;
  limitation?: string | null;
  /** The dealer's own customer: its unified, R3 or ISR code. */
  custCode?: string | null;
  contentTargetMarketIds?: number[] | null;
}

export interface UserAreaInput {
  sorg: string;
  limitation: string;
  option?: string | null;
  value: string;
}

/** A user that passed every rule, ready to write. */
export interface CleanUser {
  username: string;
  name: string;
  email: string;
  emailConfirmations: string[];
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  isFakeEmail: boolean;
  language: string;
  roleIds: number[];
  groupRoleId: number | null;
  limitation: string | null;
  customerId: number | null;
  marketIds: number[];
  areas: { sorg: string; limitation: AreaLimitation; option: string; value: string }[];
}

/** What the rules look things up in, read once for a form or a whole file. */
export interface References {
  roles: Map<number, { name: string; description: string; scopes: string[] }>;
  groupRoles: Map<number, { name: string; description: string; roleIds: number[] }>;
  languages: Map<string, string>;
  sorgs: Set<string>;
  markets: Map<number, { name: string; type: string; sorg: string }>;
  /** Lower-cased usernames already in use (deleted users keep theirs), with their user id. */
  usernames: Map<string, number>;
  /** Customers by each of their codes, with the sales organisations that serve them. */
  customers: Map<string, { id: number; sorgs: string[] }>;
}

export async function loadReferences(db: Database, rows: { username?: string | null; custCode?: string | null }[]): Promise<References> {
  const names = [...new Set(rows.map((r) => (r.username ?? '').trim().toLowerCase()).filter(Boolean))];
  const codes = [...new Set(rows.map((r) => normalisedCustomerCode(r.custCode)).filter(Boolean))];
  const [roles, rolePermissions, groupRoles, groupRoleRoles, languages, sorgs, markets, taken, customers] = await Promise.all([
    db.selectFrom('roles').select(['id', 'name', 'description']).execute(),
    db
      .selectFrom('rolePermissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
      .select(['rp.roleId', 'p.name'])
      .execute(),
    db.selectFrom('groupRoles').select(['id', 'name', 'description']).execute(),
    db.selectFrom('groupRoleRoles').select(['groupRoleId', 'roleId']).execute(),
    db.selectFrom('languages').select(['code', 'name']).execute(),
    db.selectFrom('salesOrganisations').select('sorg').execute(),
    db.selectFrom('contentTargetMarkets').select(['id', 'name', 'type', 'sorg']).execute(),
    names.length
      ? db
          .selectFrom('users')
          .select(['id', sql<string>`lower(username)`.as('key')])
          .where(sql<string>`lower(username)`, 'in', names)
          .execute()
      : Promise.resolve([]),
    codes.length
      ? db
          .selectFrom('customers as c')
          .leftJoin('customerAreas as ca', 'ca.customerId', 'c.id')
          .select(['c.id', 'c.codeUnified', 'c.codeR3', 'c.codeIsr', 'ca.sorg'])
          .where((eb) =>
            eb.or([
              eb('c.codeUnified', 'in', codes),
              eb('c.codeR3', 'in', codes),
              eb('c.codeIsr', 'in', codes),
              // A code as the portal shows it, shortened (src/rules/customer-code.ts).
              ...codes.flatMap(shortenedCodePatterns).flatMap((p) => [eb('c.codeR3', 'like', p), eb('c.codeIsr', 'like', p)]),
            ]),
          )
          .execute()
      : Promise.resolve([]),
  ]);
  // Each typed code to the one customer it names, in full or shortened; a shortened code that fits two customers names none.
  const byCode = new Map<string, { id: number; sorgs: string[] }>();
  for (const typed of codes) {
    const fits = customers.filter((c) => customerCodeMatches(typed, { unified: c.codeUnified, isr: c.codeIsr, r3: c.codeR3 }));
    const exact = fits.filter((c) => [c.codeUnified, c.codeR3, c.codeIsr].includes(typed));
    const chosen = exact.length ? exact : fits;
    if (new Set(chosen.map((c) => c.id)).size !== 1) continue;
    byCode.set(typed, { id: chosen[0].id, sorgs: [...new Set(chosen.map((c) => c.sorg).filter((s): s is string => !!s))] });
  }
  return {
    roles: new Map(
      roles.map((r) => [
        r.id,
        { name: r.name, description: r.description, scopes: rolePermissions.filter((p) => p.roleId === r.id).map((p) => p.name) },
      ]),
    ),
    groupRoles: new Map(
      groupRoles.map((g) => [
        g.id,
        { name: g.name, description: g.description, roleIds: groupRoleRoles.filter((x) => x.groupRoleId === g.id).map((x) => x.roleId) },
      ]),
    ),
    languages: new Map(languages.map((l) => [l.code, l.name])),
    sorgs: new Set(sorgs.map((s) => s.sorg)),
    markets: new Map(markets.map((m) => [m.id, { name: m.name, type: m.type, sorg: m.sorg }])),
    usernames: new Map(taken.map((t) => [t.key, t.id])),
    customers: byCode,
  };
}

const USERNAME = /^[A-Za-z0-9._@-]+$/;
const trimmed = (v: string | null | undefined) => (v ?? '').trim();

export interface ValidationContext {
  refs: References;
  admin: UserAdmin;
  /** The user being edited (their own username stays theirs); null when creating. */
  selfId: number | null;
  /** Roles the user holds already: keeping them needs no right to give them. */
  heldRoleIds?: number[];
  heldGroupRoleId?: number | null;
}

/** Every rule on one user and their areas; all problems at once, each naming its field. */
export function validateUser(
  vc: ValidationContext,
  input: UserInput,
  areasInput: UserAreaInput[],
): { errors: UserError[]; user: CleanUser | null } {
  const { refs, admin } = vc;
  const errors: UserError[] = [];
  const username = trimmed(input.username);
  const name = trimmed(input.name);
  const email = trimmed(input.email);

  if (checkField(errors, 'username', username, ['required', 'notEmpty']) && checkLength(errors, 'username', username, 60)) {
    if (!USERNAME.test(username)) errors.push(usersError('username', 'username_format'));
    else {
      const owner = refs.usernames.get(username.toLowerCase());
      if (owner !== undefined && owner !== vc.selfId) errors.push(usersError('username', 'username_taken'));
    }
  }
  if (checkField(errors, 'name', name, ['required', 'notEmpty', 'text'])) checkLength(errors, 'name', name, 100);
  if (checkField(errors, 'email', email, ['required', 'email'])) checkLength(errors, 'email', email, 200);
  const emailConfirmations = (input.emailConfirmations ?? []).map((e) => e.trim()).filter(Boolean);
  if (emailConfirmations.length > MAX_EMAIL_CONFIRMATIONS) errors.push(formError('emailConfirmations', 'max_length'));
  emailConfirmations.forEach((e, i) => {
    if (checkField(errors, `emailConfirmations.${i}`, e, ['email'])) checkLength(errors, `emailConfirmations.${i}`, e, 200);
  });

  const language = trimmed(input.language);
  if (checkField(errors, 'language', language, ['required']) && !refs.languages.has(language))
    errors.push(usersError('language', 'language_unknown'));

  const roleIds = [...new Set(input.roleIds ?? [])];
  if (checkField(errors, 'roles', roleIds, ['comboBox'])) {
    for (const id of roleIds) {
      const role = refs.roles.get(id);
      if (!role) errors.push(usersError('roles', 'role_unknown'));
      else if (!vc.heldRoleIds?.includes(id) && !role.scopes.every((s) => admin.actor.scopes.has(s))) {
        errors.push(usersError('roles', 'role_beyond_own'));
      }
    }
  }
  const groupRoleId = input.groupRoleId ?? null;
  if (groupRoleId !== null) {
    const group = refs.groupRoles.get(groupRoleId);
    if (!group) errors.push(usersError('groupRoleId', 'group_role_unknown'));
    else if (
      groupRoleId !== vc.heldGroupRoleId &&
      !group.roleIds.every((id) => (refs.roles.get(id)?.scopes ?? []).every((s) => admin.actor.scopes.has(s)))
    ) {
      errors.push(usersError('groupRoleId', 'role_beyond_own'));
    }
  }

  const limitation = trimmed(input.limitation) || null;
  if (limitation && !(USER_LIMITATIONS as readonly string[]).includes(limitation)) errors.push(usersError('limitation', 'user_limitation'));

  const onlySorgs = admin.onlySorgs;
  const allowedSorg = (sorg: string) => !onlySorgs || onlySorgs.includes(sorg);
  let customerId: number | null = null;
  const custCode = trimmed(input.custCode);
  if (custCode) {
    const customer = refs.customers.get(normalisedCustomerCode(custCode));
    if (!customer) errors.push(usersError('custCode', 'customer_unknown'));
    else if (onlySorgs && (!customer.sorgs.length || !customer.sorgs.every(allowedSorg))) errors.push(usersError('custCode', 'us_only'));
    else customerId = customer.id;
  }

  const marketIds = [...new Set(input.contentTargetMarketIds ?? [])];
  for (const id of marketIds) {
    const market = refs.markets.get(id);
    if (!market) errors.push(usersError('contentTargetMarkets', 'market_unknown'));
    else if (!allowedSorg(market.sorg)) errors.push(usersError('contentTargetMarkets', 'us_only'));
  }

  const areas: CleanUser['areas'] = [];
  areasInput.forEach((a, i) => {
    const field = (f: string) => `userAreas.${i}.${f}`;
    const sorg = trimmed(a.sorg);
    const areaLimitation = trimmed(a.limitation);
    const option = trimmed(a.option) || 'include';
    const value = trimmed(a.value);
    let ok = true;
    if (!checkField(errors, field('sorg'), sorg, ['required'])) ok = false;
    else if (!refs.sorgs.has(sorg)) {
      errors.push(usersError(field('sorg'), 'sorg_unknown'));
      ok = false;
    } else if (!allowedSorg(sorg)) {
      errors.push(usersError(field('sorg'), 'us_only'));
      ok = false;
    }
    if (!(AREA_LIMITATIONS as readonly string[]).includes(areaLimitation)) {
      errors.push(usersError(field('limitation'), 'area_limitation'));
      ok = false;
    }
    if (!(AREA_OPTIONS as readonly string[]).includes(option)) {
      errors.push(usersError(field('option'), 'area_option'));
      ok = false;
    }
    if (
      !checkField(errors, field('value'), value, ['required', 'notEmpty', 'alphanumeric']) ||
      !checkLength(errors, field('value'), value, 20)
    )
      ok = false;
    if (ok) areas.push({ sorg, limitation: areaLimitation as AreaLimitation, option, value });
  });
  // A US admin's user must stay one of theirs: a customer or an area in a US organisation.
  if (onlySorgs && !custCode && !areasInput.length) errors.push(usersError('userAreas', 'us_area_required'));

  if (errors.length) return { errors, user: null };
  return {
    errors,
    user: {
      username,
      name,
      email,
      emailConfirmations,
      language,
      roleIds,
      groupRoleId,
      limitation,
      customerId,
      marketIds,
      areas,
      sendEmail: input.sendEmail ?? true,
      sendEmailWarranty: input.sendEmailWarranty ?? false,
      isFakeEmail: input.isFakeEmail ?? false,
    },
  };
}
