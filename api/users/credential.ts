import { randomInt } from 'node:crypto';
import { rules } from '../../src/rules/forms.ts';

// No look-alikes (0/O, 1/l/I), so a password read from a mail is typed right the first time.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;
const LENGTH = 14;

const pick = (set: string) => set[randomInt(set.length)];

/** A random password that meets the portal's rule (src/rules/forms.ts): 14 characters, about 80 bits. */
export function generateCredential(): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), ...Array.from({ length: LENGTH - 3 }, () => pick(ALL))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const password = chars.join('');
  if (rules.password(password)) throw new Error('generated password breaks the password rule');
  return password;
}
