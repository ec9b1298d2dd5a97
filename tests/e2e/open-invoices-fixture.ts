import type Database from 'better-sqlite3';
import { OLDEST_AR_MAX_OVERDUE_DAYS } from '../../src/rules/credit.ts';
import { e2eWritableDatabase } from './support.ts';

const DAY = 86_400_000;

/** The e2e server's database, writable: the small seed has few invoices, so a spec makes the ones it needs. */
export function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = e2eWritableDatabase();
  try {
    return work(db);
  } finally {
    db.close();
  }
}

let seq = 0;
/**
 * Open invoices of a user's customer with the market's bikes company, each due `dueIn` days from today (negative:
 * overdue) and dated 30 days before; answers their ids. Numbers carry the tag and a running count, so specs never clash.
 */
export function openInvoicesOf(username: string, bills: { total: number; dueIn: number }[], tag = 'E2E'): number[] {
  return withDatabase((db) => {
    const c = db.prepare(`SELECT c.id, c.code_isr AS isr, c.code_r3 AS r3, c.name, a.sorg, s.currency FROM users u
      JOIN customers c ON c.id = u.customer_id JOIN customer_areas a ON a.customer_id = c.id
      JOIN sales_organisations s ON s.sorg = a.sorg WHERE u.username = ?`).get(username) as
      { id: number; isr: string | null; r3: string; name: string; sorg: string; currency: string };
    const company = db.prepare('SELECT id FROM companies WHERE code = ?').get(`${c.sorg}-B`) as { id: number };
    const insert = db.prepare(`INSERT INTO invoices (invoice_no, sorg, company_id, customer_id, payer_code, payer_name, invoice_date,
      due_date, fiscal_year, terms, status, currency, lines_total, tax, grand_total, paid_amount, accounting_no, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 2026, 'NT30', 'open', ?, ?, 0, ?, 0, ?, ?)`);
    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    return bills.map((b) => {
      const n = `${Date.now() % 1_000_000}${++seq}`;
      return Number(insert.run(`${tag}${c.sorg}${n}`, c.sorg, company.id, c.id, c.isr ?? c.r3, c.name, day(b.dueIn - 30), day(b.dueIn),
        c.currency, b.total, b.total, `14${n}`, new Date().toISOString()).lastInsertRowid);
    });
  });
}

/**
 * Pays, as the ERP would report it, every open invoice of a user's customer more than `days` past due (by default
 * those that block ordering): a spec that made a dealer's invoices overdue leaves the dealer able to order for the
 * specs after it.
 */
export function settleOverdueInvoices(username: string, days = OLDEST_AR_MAX_OVERDUE_DAYS) {
  const cutoff = new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
  return withDatabase((db) => db.prepare(`UPDATE invoices SET status = 'paid', paid_amount = grand_total
    WHERE status = 'open' AND due_date < ? AND customer_id = (SELECT customer_id FROM users WHERE username = ?)`)
    .run(cutoff, username).changes);
}
