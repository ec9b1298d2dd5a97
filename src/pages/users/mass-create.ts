import { gql } from '@urql/core';

// The mass creation's calls (spec 3 §7 createUsers) and what they answer; rows keep the order the file gave them.

export interface RowError { row?: number | null; field: string; message: string; messageKey: string | null; params?: { name: string; value: string }[] }

export interface ParsedRow {
  row: number;
  line: number;
  user: Record<string, unknown> & { username: string; name: string; email: string; roleIds: number[] };
  userAreas: { sorg: string; limitation: string; option: string; value: string }[];
  errors: RowError[];
}

export interface ParsedFile { message: { status: boolean; description: string | null }; userErrors: RowError[]; rows: ParsedRow[] }

export interface MassAnswer {
  message: { status: boolean; description: string | null };
  userErrors: RowError[];
  rowErrors: (RowError & { row: number })[];
  created: { row: number; id: number; credential: { username: string; password: string }; mailed: boolean | null }[];
}

const ERROR = 'field message messageKey params { name value }';

export const PARSE_USERS_FILE = gql`mutation ParseUsersFile($file: File!) { parseUsersFile(file: $file) {
  message { status description } userErrors { ${ERROR} }
  rows { row line errors { ${ERROR} } userAreas { sorg limitation option value }
    user { username name email language roleIds groupRoleId contentTargetMarketIds custCode emailConfirmations limitation sendEmail sendEmailWarranty isFakeEmail } }
} }`;

export const CREATE_USERS = gql`mutation CreateUsers($users: [UserRowInput!]!, $allOrNothing: Boolean) { createUsers(users: $users, allOrNothing: $allOrNothing) {
  message { status description } userErrors { ${ERROR} } rowErrors { row ${ERROR} }
  created { row id credential { username password } mailed }
} }`;

/** The file's rows as createUsers takes them, in the file's order (its errors answer by that index). */
export function rowsToSend(file: ParsedFile) {
  return file.rows.map((r) => {
    const { __typename: _t, ...user } = r.user as Record<string, unknown>;
    return { user, userAreas: r.userAreas.map(({ sorg, limitation, option, value }) => ({ sorg, limitation, option, value })) };
  });
}
