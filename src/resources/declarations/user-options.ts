import { graphql } from '../../graphql/tada.ts';
import type { OptionsSource, QueryOptions } from '../types.ts';

// The users pages' option lists come from the users API, which US admins and support may read (api/users/options.ts).

export const userRoleOptions = {
  query: graphql(`query UserRoles { userRoles { id name } }`),
  rows: '',
  value: 'name',
  label: 'name',
} satisfies QueryOptions;

export const userGroupRoleOptions: OptionsSource = {
  query: graphql(`query UserGroupRoles { userGroupRoles { id name } }`),
  rows: '',
  value: 'id',
  label: 'name',
};

export const userLanguageOptions: OptionsSource = {
  query: graphql(`query UserLanguages { userLanguages { id description } }`),
  rows: '',
  value: 'id',
  label: 'description',
};

export const userMarketOptions = {
  query: graphql(`query UserMarkets { userContentTargetMarkets { id marketName type sorg } }`),
  rows: '',
  value: 'id',
  label: 'marketName',
  detail: 'sorg',
  group: { field: 'type', label: 'users:markets.' },
} satisfies QueryOptions;

export const userOrganisationOptions = {
  query: graphql(`query UserOrganisations { userSalesOrganisations { sorg name } }`),
  rows: '',
  value: 'sorg',
  label: 'name',
  detail: 'sorg',
} satisfies QueryOptions;

/** The user areas' limitations, and audit (the user's own): the list's limitation filter. */
export const areaLimitationChoices: OptionsSource = {
  choices: ['salesman', 'sales_group', 'sales_office', 'audit'].map((v) => ({ value: v, label: `users:values.${v}` })),
};
