import { DEFAULT_LOCALE, asLocale } from '../../src/rules/locales.ts';
import { pushToUser } from '../adapters/push/index.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { namespaceTexts } from '../i18n/texts.ts';

const texts = namespaceTexts('order-confirmation');

/**
 * Tells the dealer's users that staff rejected their order and why, once the rejection has committed: a mail and a
 * web push in each reader's language, opening the order (as claims tell dealers of their claims). A failing mail
 * server or push service is logged; the rejection stands.
 */
export async function notifyRejection(
  ctx: SignedInContext,
  tx: Database,
  order: { id: number; orderNo: string; customerId: number },
  reason: string,
) {
  const people = await tx
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('customerId', '=', order.customerId)
    .where('deletedAt', 'is', null)
    .execute();
  await afterCommit(async () => {
    for (const person of people) {
      const t = texts.in(person.language);
      const subject = t('mail.rejected_subject', { orderNo: order.orderNo });
      const body = t('mail.rejected_body', { orderNo: order.orderNo, reason });
      const url = `/${asLocale(person.language) ?? DEFAULT_LOCALE}/order/${order.id}`;
      try {
        if (person.email)
          await ctx.mail.send({
            to: person.email,
            subject,
            text: `${body}\n\n${t('mail.open_order')}: ${url}`,
            replyTo: ctx.host.config.email || undefined,
          });
        await pushToUser(ctx.db, ctx.env, person.id, { title: subject, body, url });
      } catch (e) {
        console.error(`order confirmation: notice to user ${person.id} not sent`, e);
      }
    }
  });
}
