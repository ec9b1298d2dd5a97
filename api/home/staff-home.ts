import type { SignedInContext } from '../context.ts';
import { listClaims } from '../claims/list.ts';
import { isStaff, paymentList } from '../order-payments/service.ts';
import { nowIso } from '../platform/clock.ts';

/** One thing a staff user keeps: how many there are and the page that holds them. */
export interface StaffHomeItem {
  key: string;
  count: number;
  /** Waiting for this user (to review, to approve) rather than a count of what exists. */
  pending: boolean;
  path: string;
}

const today = () => nowIso().slice(0, 10);

/**
 * What content admins, admins, support and warranty officers keep, each item only with the scope of its page:
 * the content that is live, the users, and what waits for them (payments to approve, claims to review).
 */
export async function staffHome(ctx: SignedInContext): Promise<StaffHomeItem[]> {
  const { db } = ctx;
  const may = (scope: string) => ctx.actor.scopes.has(scope);
  const day = today();
  const item =
    (key: string, path: string) =>
    (row: { n: number | string | bigint }): StaffHomeItem => ({ key, count: Number(row.n), pending: false, path });
  const items: Promise<StaffHomeItem | null>[] = [
    may('claim.review')
      ? listClaims(ctx, 1, 1, { status: ['submitted', 'in_review'] }).then(({ info }) => ({
          key: 'claims_to_review',
          count: info.count,
          pending: true,
          path: '/claim?status=submitted,in_review',
        }))
      : null,
    may('page.payment-request') && isStaff(ctx)
      ? paymentList(ctx, { page: 1, limit: 1, status: 'uploaded' }).then(({ info }) => ({
          key: 'payments_to_approve',
          count: info.count,
          pending: true,
          path: '/payment?status=uploaded',
        }))
      : null,
    may('page.user-management') || may('page.audit')
      ? db
          .selectFrom('users')
          .where('deletedAt', 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then(item('users', '/admin/users'))
      : null,
    may('news.cu')
      ? db
          .selectFrom('news')
          .where('deletedAt', 'is', null)
          .where('validTo', '>=', day)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then(item('news', '/admin/news'))
      : null,
    may('page.banner')
      ? db
          .selectFrom('banners')
          .where('to', '>=', day)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then(item('banners', '/admin/banners'))
      : null,
    may('page.announcement')
      ? db
          .selectFrom('announcements')
          .where('to', '>=', day)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then(item('announcements', '/admin/announcements'))
      : null,
    may('marketing-material.cud')
      ? db
          .selectFrom('marketingMaterials')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then(item('marketing_materials', '/admin/marketing-material/image'))
      : null,
    may('sales-document.cu')
      ? db
          .selectFrom('salesDocuments')
          .where('deletedAt', 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then(item('sales_documents', '/admin/sales-document/list'))
      : null,
  ].map((p) => p ?? Promise.resolve(null));
  return (await Promise.all(items)).filter((i): i is StaffHomeItem => i !== null);
}
