import { e2eWritableDatabase } from './support.ts';

/**
 * A sign-in restores the customer a user chose last (in any spec of the run); a test about choosing one starts by
 * forgetting it, as a user who never chose would be.
 */
export function forgetChosenCustomer(username: string) {
  const db = e2eWritableDatabase();
  try {
    db.prepare('DELETE FROM last_customers WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(username);
  } finally {
    db.close();
  }
}
