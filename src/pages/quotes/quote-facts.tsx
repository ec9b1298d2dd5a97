import { Alert, Card, Descriptions, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QuoteRequestDetail } from '../../graphql/quotes.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { QuoteStateTag } from './state-tag.tsx';
import { quoteTotals } from './quote-lines.tsx';

type Quote = Pick<
  QuoteRequestDetail,
  | 'id'
  | 'state'
  | 'customerName'
  | 'customerCode'
  | 'note'
  | 'requestedByName'
  | 'createdAt'
  | 'answeredByName'
  | 'answeredAt'
  | 'answerNote'
  | 'declineReason'
  | 'validUntil'
  | 'orderedByName'
  | 'orderedAt'
  | 'precision'
  | 'lines'
  | 'orders'
>;

/**
 * A quote's request and answer: who asked when and why, who answered, until when the prices hold or why it was
 * declined, the orders placed from it, and what the lines come to before and after. `side` decides whether orders
 * link to the dealer's order pages and whether the dealer is named.
 */
export function QuoteFacts({ quote, side, phone }: { quote: Quote; side: 'dealer' | 'answerer'; phone: boolean }) {
  const { t } = useTranslation('quotes');
  const { locale } = useParams();
  const { date, dateTime } = useOrderDates();
  const money = useMoney();
  const totals = quoteTotals(quote.lines, (l) => l.quotedPrice);
  const items = [
    ...(side === 'answerer'
      ? [{ key: 'customer', label: t('facts.customer'), children: `${quote.customerName} (${quote.customerCode})` }]
      : []),
    { key: 'asked', label: t('facts.asked'), children: t('facts.by_on', { name: quote.requestedByName, date: dateTime(quote.createdAt) }) },
    ...(quote.answeredAt
      ? [
          {
            key: 'answered',
            label: t(quote.state === 'declined' ? 'facts.declined' : 'facts.answered'),
            children: t('facts.by_on', { name: quote.answeredByName ?? '', date: dateTime(quote.answeredAt) }),
          },
        ]
      : []),
    ...(quote.validUntil
      ? [{ key: 'valid', label: t('facts.valid_until'), children: <span data-testid="quote-valid-until">{date(quote.validUntil)}</span> }]
      : []),
    ...(quote.orders.length
      ? [
          {
            key: 'orders',
            label: t('facts.orders'),
            children: (
              <Flex gap={8} wrap data-testid="quote-orders">
                {quote.orders.map((o) =>
                  side === 'dealer' ? (
                    <Link key={o.id} to={`/${locale}/order/${o.id}`}>
                      {o.orderNo}
                    </Link>
                  ) : (
                    <span key={o.id}>{o.orderNo}</span>
                  ),
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card data-testid="quote-facts">
      <Flex justify="space-between" align="start" gap={16} wrap>
        <Flex vertical gap={6}>
          <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }} data-testid="quote-title">
            {t('quote_title', { id: quote.id })}
          </Typography.Title>
          <div>
            <QuoteStateTag state={quote.state} />
          </div>
        </Flex>
        <Flex gap={24} wrap>
          <Statistic title={t('totals.list')} value={money(totals.list, quote.precision)} valueStyle={{ fontSize: 18 }} />
          {totals.offered !== null && (
            <Statistic
              title={t('totals.quoted')}
              value={money(totals.offered, quote.precision)}
              valueStyle={{ fontSize: 18, fontWeight: 600 }}
              data-testid="quote-quoted-total"
            />
          )}
        </Flex>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 16 }} items={items} />
      {quote.note && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} data-testid="quote-note">
          <Typography.Text type="secondary">{t('facts.note')}: </Typography.Text>
          {quote.note}
        </Typography.Paragraph>
      )}
      {quote.answerNote && (
        <Alert style={{ marginTop: 12 }} type="success" showIcon message={t('facts.answer_note')} description={quote.answerNote} />
      )}
      {quote.declineReason && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={t('facts.decline_reason')}
          description={quote.declineReason}
          data-testid="quote-decline-reason"
        />
      )}
    </Card>
  );
}
