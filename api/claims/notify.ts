import { DEFAULT_LOCALE, asLocale } from '../../src/rules/locales.ts';
import { pushToUser } from '../adapters/push/index.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { namespaceTexts } from '../i18n/texts.ts';
import { CLAIM_REVIEW } from './access.ts';

const texts = namespaceTexts('claims');

interface Recipient {
  id: number;
  email: string | null;
  language: string;
}

/**
 * Tells people about a claim once its change has committed: a mail through the mail adapter and a web push, each in
 * the reader's language, opening the claim. A failing mail server or push service is logged; the change stands.
 */
async function tell(
  ctx: SignedInContext,
  recipients: Recipient[],
  claimId: number,
  message: (t: ReturnType<typeof texts.in>) => { subject: string; body: string },
) {
  await afterCommit(async () => {
    for (const r of recipients) {
      const t = texts.in(r.language);
      const { subject, body } = message(t);
      const url = `/${asLocale(r.language) ?? DEFAULT_LOCALE}/claim/${claimId}`;
      try {
        if (r.email)
          await ctx.mail.send({
            to: r.email,
            subject,
            text: `${body}\n\n${t('mail.open_claim')}: ${url}`,
            replyTo: ctx.host.config.email || undefined,
          });
        await pushToUser(ctx.db, ctx.env, r.id, { title: subject, body, url });
      } catch (e) {
        console.error(`claims: notice to user ${r.id} not sent`, e);
      }
    }
  });
}

const claimFacts = (db: Database, id: number) =>
  db.selectFrom('claims').select(['referenceNo', 'customerId', 'sorg']).where('id', '=', id).executeTakeFirstOrThrow();

/** The dealer's people: the users of the claim's company. */
const dealerUsers = (db: Database, customerId: number) =>
  db.selectFrom('users').select(['id', 'email', 'language']).where('customerId', '=', customerId).where('deletedAt', 'is', null).execute();

/** The officers of the claim's sales organisation: reviewers whose user areas lie in it. */
const officersOf = (db: Database, sorg: string) =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.language'])
    .distinct()
    .innerJoin('userAreas as ua', 'ua.userId', 'u.id')
    .innerJoin('userRoles as ur', 'ur.userId', 'u.id')
    .innerJoin('rolePermissions as rp', 'rp.roleId', 'ur.roleId')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .where('p.name', '=', CLAIM_REVIEW)
    .where('ua.sorg', '=', sorg)
    .where('u.deletedAt', 'is', null)
    .execute();

/** A status change mails and pushes to the dealer. */
export async function notifyStatusChange(ctx: SignedInContext, db: Database, claimId: number, status: string) {
  const claim = await claimFacts(db, claimId);
  const people = await dealerUsers(db, claim.customerId);
  await tell(ctx, people, claimId, (t) => {
    const values = { referenceNo: claim.referenceNo, status: t(`status.${status}`) };
    return { subject: t('mail.status_subject', values), body: t('mail.status_body', values) };
  });
}

/** A dealer's comment tells the officers of the claim's sales organisation. */
export async function notifyDealerComment(ctx: SignedInContext, db: Database, claimId: number, comment: string) {
  const claim = await claimFacts(db, claimId);
  const people = await officersOf(db, claim.sorg);
  await tell(ctx, people, claimId, (t) => {
    const values = { referenceNo: claim.referenceNo, comment: comment.slice(0, 200) };
    return { subject: t('mail.comment_subject', values), body: t('mail.comment_body', values) };
  });
}
