import type { OptionsSource } from '../types.ts';

// The users pages' option lists come from the users API, which US admins and support may read (api/users/options.ts).

export const userRoleOptions = { query: 'query UserRoles { userRoles { id name } }', rows: '', value: 'name', label: 'name' } satisfies OptionsSource;

export const userGroupRoleOptions: OptionsSource = { query: 'query UserGroupRoles { userGroupRoles { id name } }', rows: '', value: 'id', label: 'name' };

export const userLanguageOptions: OptionsSource = { query: 'query UserLanguages { userLanguages { id description } }', rows: '', value: 'id', label: 'description' };

export const userMarketOptions = {
  query: 'query UserMarkets { userContentTargetMarkets { id marketName type sorg } }', rows: '', value: 'id', label: 'marketName', detail: 'sorg',
  group: { field: 'type', label: 'users:markets.' },
} satisfies OptionsSource;

export const userOrganisationOptions: OptionsSource = {
  query: 'query UserOrganisations { userSalesOrganisations { sorg name } }', rows: '', value: 'sorg', label: 'name', detail: 'sorg',
};

/** The user areas' limitations, and audit (the user's own): the list's limitation filter. */
export const areaLimitationChoices: OptionsSource = {
  choices: ['salesman', 'sales_group', 'sales_office', 'audit'].map((v) => ({ value: v, label: `users:values.${v}` })),
};
