import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * A sign-in restores the customer a user chose last (in any spec of the run); a test about choosing one starts by
 * forgetting it, as a user who never chose would be.
 */
export function forgetChosenCustomer(username: string) {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const file = path.resolve(port === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${port}`, 'portal.sqlite');
  const db = new Database(file, { fileMustExist: true, timeout: 10_000 });
  try {
    db.prepare('DELETE FROM last_customers WHERE user_id = (SELECT id FROM users WHERE username = ?)').run(username);
  } finally {
    db.close();
  }
}
