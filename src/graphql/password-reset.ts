import { graphql } from './tada.ts';
import { PUBLIC_FORM_RESULT } from './customer-inquiry.ts';

export const REQUEST_PASSWORD_RESET = graphql(
  `
  mutation RequestPasswordReset($login: String!) {
    requestPasswordReset(login: $login) { ...PublicFormResultFields }
  }
`,
  [PUBLIC_FORM_RESULT],
);

export const RESET_PASSWORD = graphql(
  `
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) { ...PublicFormResultFields }
  }
`,
  [PUBLIC_FORM_RESULT],
);
