import { gql } from '@urql/core';

/** What every mutation answers (DESIGN.md "Conventions"): a status, and the fields the server refused. */
export interface MutationResult {
  message: { status: boolean; description: string | null };
  userErrors: { field: string; message: string; messageKey: string | null }[];
}

const RESULT_FIELDS = `
  message {
    status
    description
  }
  userErrors {
    field
    message
    messageKey
  }
`;

/** Stores the user's language; the locale prefix follows in the browser (spec 1 §4 "Language change"). */
export const CHANGE_LANGUAGE = gql`
  mutation ChangeLanguage($languageId: String!) {
    changeLanguage(languageId: $languageId) {
      ${RESULT_FIELDS}
    }
  }
`;

/** Consumer voice (spec 1 §2.10): the message travels with its line breaks as a literal marker. */
export const SEND_CUSTOMER_FEEDBACK = gql`
  mutation SendCustomerFeedback($message: String!) {
    sendCustomerFeedback(message: $message) {
      ${RESULT_FIELDS}
    }
  }
`;

/** The signed-in user as the edit-profile form shows it. */
export interface ProfileUser {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string | null;
  language: string;
}

const PROFILE_FIELDS = `
  id
  username
  name
  email
  phone
  language
`;

export const PROFILE = gql`
  query Profile {
    me {
      ${PROFILE_FIELDS}
    }
  }
`;

export interface ProfileInput {
  name: string;
  email: string;
  phone: string | null;
  language: string;
  currentPassword?: string;
  newPassword?: string;
}

/** Name, email, phone, language and an optional password change, in one transaction on the server. */
export const UPDATE_PROFILE_USER = gql`
  mutation UpdateProfileUser($input: UpdateProfileUserInput!) {
    updateProfileUser(input: $input) {
      ${RESULT_FIELDS}
      user {
        ${PROFILE_FIELDS}
      }
    }
  }
`;
