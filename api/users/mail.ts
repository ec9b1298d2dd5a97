import type { Mailer } from '../adapters/mail/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { usersTexts } from './texts.ts';

export interface CredentialMail {
  email: string;
  name: string;
  username: string;
  language: string;
  isFakeEmail: boolean;
}

/**
 * Mails a new or reset password to the user, in the user's language, once the save has committed (a rolled-back
 * user gets no mail). A fake address gets nothing: answers whether a mail is due. A mail server that says no is
 * logged; the admin holds the password from the answer and can pass it on.
 */
export async function mailCredential(mail: Mailer, user: CredentialMail, password: string, kind: 'new' | 'reset'): Promise<boolean | null> {
  if (user.isFakeEmail) return null;
  const t = usersTexts(user.language);
  const values = { name: user.name, username: user.username, password };
  await afterCommit(async () => {
    try {
      await mail.send({ to: user.email, subject: t(`mail.${kind}_subject`, values), text: t(`mail.${kind}_body`, values) });
    } catch (error) {
      console.error('users: credential mail not sent', error);
    }
  });
  return true;
}
