import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// The mass creation's calls (spec 3 §7 createUsers) and what they answer; rows keep the order the file gave them.

export const MASS_USER_ERROR = graphql(`fragment MassUserError on UserError { field message messageKey params { name value } }`);

export const PARSE_USERS_FILE = graphql(
  `mutation ParseUsersFile($file: File!) { parseUsersFile(file: $file) {
  message { status description } userErrors { ...MassUserError }
  rows { row line errors { ...MassUserError } userAreas { sorg limitation option value }
    user { username name email language roleIds groupRoleId contentTargetMarketIds custCode emailConfirmations limitation sendEmail sendEmailWarranty isFakeEmail } }
} }`,
  [MASS_USER_ERROR],
);

export const CREATE_USERS = graphql(
  `mutation CreateUsers($users: [UserRowInput!]!, $allOrNothing: Boolean) { createUsers(users: $users, allOrNothing: $allOrNothing) {
  message { status description } userErrors { ...MassUserError } rowErrors { row field message messageKey params { name value } }
  created { row id credential { username password } mailed }
} }`,
  [MASS_USER_ERROR],
);

export type ParsedFile = ResultOf<typeof PARSE_USERS_FILE>['parseUsersFile'];
export type ParsedRow = ParsedFile['rows'][number];
export type MassAnswer = ResultOf<typeof CREATE_USERS>['createUsers'];
/** An error of the file, of a parsed row, or of a row createUsers refused. */
export type RowError = ResultOf<typeof MASS_USER_ERROR> | MassAnswer['rowErrors'][number];

/** The file's rows as createUsers takes them, in the file's order (its errors answer by that index). */
export function rowsToSend(file: ParsedFile): VariablesOf<typeof CREATE_USERS>['users'] {
  return file.rows.map((r) => {
    // The input type takes no __typename, should the answer carry one.
    const { __typename: _t, ...user } = r.user as typeof r.user & { __typename?: string };
    return { user, userAreas: r.userAreas.map(({ sorg, limitation, option, value }) => ({ sorg, limitation, option, value })) };
  });
}
