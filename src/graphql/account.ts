import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/** What every mutation answers (DESIGN.md "Conventions"): a status, and the fields the server refused. */
export const MUTATION_RESULT = graphql(`
  fragment MutationResultFields on MutationResult {
    message {
      status
      description
    }
    userErrors {
      field
      message
      messageKey
    }
  }
`);

export type MutationResult = ResultOf<typeof MUTATION_RESULT>;

/** Stores the user's language; the locale prefix follows in the browser (spec 1 §4 "Language change"). */
export const CHANGE_LANGUAGE = graphql(
  `
  mutation ChangeLanguage($languageId: String!) {
    changeLanguage(languageId: $languageId) {
      ...MutationResultFields
    }
  }
`,
  [MUTATION_RESULT],
);

/** Consumer voice (spec 1 §2.10): the message travels with its line breaks as a literal marker. */
export const SEND_CUSTOMER_FEEDBACK = graphql(
  `
  mutation SendCustomerFeedback($message: String!) {
    sendCustomerFeedback(message: $message) {
      ...MutationResultFields
    }
  }
`,
  [MUTATION_RESULT],
);

/** The signed-in user as the edit-profile form shows it. */
export const PROFILE_USER = graphql(`
  fragment ProfileUserFields on Me {
    id
    username
    name
    email
    phone
    language
  }
`);

export type ProfileUser = ResultOf<typeof PROFILE_USER>;

export const PROFILE = graphql(
  `
  query Profile {
    me {
      ...ProfileUserFields
    }
  }
`,
  [PROFILE_USER],
);

/**
 * Name, email, phone, language and an optional password change, in one transaction on the server. It answers a
 * ProfileUpdateResult, not a MutationResult, so the result fields are written out rather than spread.
 */
export const UPDATE_PROFILE_USER = graphql(
  `
  mutation UpdateProfileUser($input: UpdateProfileUserInput!) {
    updateProfileUser(input: $input) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        messageKey
      }
      user {
        ...ProfileUserFields
      }
    }
  }
`,
  [PROFILE_USER],
);

export type ProfileInput = VariablesOf<typeof UPDATE_PROFILE_USER>['input'];
