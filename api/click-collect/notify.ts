import type { RequestContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import { namespaceTexts } from '../i18n/texts.ts';
import { nowIso } from '../platform/clock.ts';

const texts = namespaceTexts('click-collect');

/**
 * Tells the consumer, in the language they ordered in, that the order waits at the dealer. Marked once by a guarded
 * update, so moving back and forth never mails twice; sent after the change commits. A mail server that says no is
 * logged; the status stands.
 */
export async function mailReadyToPickup(ctx: RequestContext, db: Database, orderId: number) {
  const marked = await db
    .updateTable('clickCollectOrders')
    .set({ readyMailedAt: nowIso() })
    .where('id', '=', orderId)
    .where('readyMailedAt', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return;
  const order = await db
    .selectFrom('clickCollectOrders as o')
    .innerJoin('customers as c', 'c.id', 'o.customerId')
    .select(['o.orderNo', 'o.consumerName', 'o.consumerEmail', 'o.consumerLanguage', 'c.name as dealer', 'c.address', 'c.city', 'c.phone'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const articles = await db
    .selectFrom('clickCollectArticles')
    .select(['name', 'qty'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  const t = texts.in(order.consumerLanguage);
  const values = {
    orderNo: order.orderNo,
    name: order.consumerName,
    dealer: order.dealer,
    address: `${order.address}, ${order.city}`,
    phone: order.phone ?? '-',
  };
  const list = articles.map((a) => `- ${a.qty} × ${a.name}`).join('\n');
  await afterCommit(async () => {
    try {
      await ctx.mail.send({
        to: order.consumerEmail,
        subject: t('mail.ready_subject', values),
        text: `${t('mail.ready_body', values)}\n\n${list}\n\n${t('mail.ready_footer', values)}`,
      });
    } catch (e) {
      console.error(`click and collect: ready mail for ${order.orderNo} not sent`, e);
    }
  });
}
