import { ArrowLeftOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Modal, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ANSWER_QUOTE, DECLINE_QUOTE, QUOTE_REQUEST } from '../../graphql/quotes.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { QUOTE_NOTE_MAX, QUOTE_VALID_MAX_DAYS } from '../../rules/quotes.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { QuoteFacts } from './quote-facts.tsx';
import { QuoteLines, quoteTotals } from './quote-lines.tsx';
import { QUOTES_KEY, useQuotesChanged } from './request-quote.tsx';

/** The answer's default validity: two weeks, as dealers plan their next order. */
const DEFAULT_VALID_DAYS = 14;

/**
 * A dealer's quote request as staff answer it (/admin/quote-requests/:id): a price per line (the price when asked to
 * start from, a discount for all lines at once), the last day the prices hold and a note; or declined with a reason.
 * One decision per quote: an answer that arrives second is refused and the page shows the first.
 */
export default function QuoteAnswerPage() {
  const { t } = useTranslation('quotes');
  const { message } = App.useApp();
  const { locale, id } = useParams();
  const phone = !useScreens().md;
  const money = useMoney();
  const { dateFormat } = useHostConfig();
  const changed = useQuotesChanged();
  const query = usePortalQuery([...QUOTES_KEY, 'request', Number(id)], QUOTE_REQUEST, { id: Number(id) });
  const quote = query.data?.quoteRequest;
  const [prices, setPrices] = useState<Record<number, number | null>>({});
  const [discount, setDiscount] = useState<number | null>(null);
  const [validUntil, setValidUntil] = useState<Dayjs | null>(dayjs().add(DEFAULT_VALID_DAYS, 'day'));
  const [note, setNote] = useState('');
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { sendDocument, sending } = usePortalMutation();

  // Each line starts at the price it had when the dealer asked.
  useEffect(() => {
    if (quote) setPrices(Object.fromEntries(quote.lines.map((l) => [l.id, l.quotedPrice ?? l.listPrice])));
  }, [quote]);

  if (query.isError) return <LoadError error={query.error} titleKey="quotes:load_failed" onRetry={() => void query.refetch()} />;
  if (!quote)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const open = quote.state === 'requested';
  const done = async (answer: Parameters<typeof refusalText>[1] | undefined, failed: unknown, success: string) => {
    if (failed || !answer?.message.status) {
      setError(refusalText(t, answer, t('answer.failed')));
      void query.refetch();
      return false;
    }
    void message.success(success);
    changed();
    await query.refetch();
    return true;
  };
  const answer = async () => {
    setError(null);
    const { data, error: failed } = await sendDocument(ANSWER_QUOTE, {
      id: quote.id,
      input: {
        lines: quote.lines.map((l) => ({ id: l.id, price: prices[l.id] ?? -1 })),
        validUntil: validUntil ? validUntil.format('YYYY-MM-DD') : '',
        note: note.trim() || null,
      },
    });
    await done(answerOf(data), failed, t('answer.sent'));
  };
  const decline = async () => {
    setError(null);
    const { data, error: failed } = await sendDocument(DECLINE_QUOTE, { id: quote.id, reason });
    if (await done(answerOf(data), failed, t('answer.declined'))) setDeclining(false);
  };
  const applyDiscount = () => {
    if (discount === null) return;
    setPrices(Object.fromEntries(quote.lines.map((l) => [l.id, Math.round(l.listPrice * (1 - discount / 100))])));
  };
  const offered = quoteTotals(quote.lines, (l) => prices[l.id] ?? null).offered;

  return (
    <Flex vertical gap={16} data-testid="quote-answer-page" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && (
        <Link to={`/${locale}/admin/quote-requests`}>
          <ArrowLeftOutlined /> {t('queue.back')}
        </Link>
      )}
      <QuoteFacts quote={quote} side="answerer" phone={phone} />
      <Card title={t('lines_title', { count: quote.lines.length })} styles={{ body: { padding: phone ? 8 : 12 } }}>
        {open && (
          <Space wrap style={{ marginBottom: 12 }}>
            <InputNumber<number>
              min={0}
              max={90}
              value={discount}
              onChange={setDiscount}
              addonAfter="%"
              placeholder={t('answer.discount')}
              aria-label={t('answer.discount')}
              style={{ width: 160 }}
              data-testid="quote-discount"
            />
            <Button onClick={applyDiscount} disabled={discount === null} data-testid="quote-discount-apply">
              {t('answer.apply_discount')}
            </Button>
          </Space>
        )}
        <QuoteLines
          lines={quote.lines}
          precision={quote.precision}
          editing={
            open ? { prices, onPrice: (lineId, minor) => setPrices((p) => ({ ...p, [lineId]: minor })), disabled: sending } : undefined
          }
        />
      </Card>
      {open && (
        <Card title={t('answer.title')}>
          <Form layout="vertical" onFinish={() => void answer()} disabled={sending}>
            <Flex gap={16} wrap>
              <Form.Item label={t('answer.valid_until')} required extra={t('answer.valid_hint', { max: QUOTE_VALID_MAX_DAYS })}>
                <DatePicker
                  value={validUntil}
                  onChange={setValidUntil}
                  format={dateFormat}
                  disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(QUOTE_VALID_MAX_DAYS, 'day'), 'day')}
                  data-testid="quote-valid-until-input"
                />
              </Form.Item>
              <Form.Item label={t('answer.total')}>
                <Typography.Text strong style={{ fontSize: 18 }} data-testid="quote-answer-total">
                  {offered === null ? '–' : money(offered, quote.precision)}
                </Typography.Text>
              </Form.Item>
            </Flex>
            <Form.Item label={t('answer.note')} validateStatus={error ? 'error' : undefined} help={error}>
              <Input.TextArea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={QUOTE_NOTE_MAX}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                placeholder={t('answer.note_placeholder')}
                data-testid="quote-answer-note"
              />
            </Form.Item>
            <Flex gap={8} justify="end" wrap>
              <Button icon={<CloseOutlined />} danger onClick={() => setDeclining(true)} data-testid="quote-decline">
                {t('answer.decline')}
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                icon={<CheckOutlined />}
                loading={sending}
                disabled={offered === null || !validUntil}
                data-testid="quote-answer-send"
              >
                {t('answer.send')}
              </Button>
            </Flex>
          </Form>
        </Card>
      )}
      {!open && error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Modal
        open={declining}
        title={t('answer.decline_title')}
        okText={t('answer.decline')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: sending, 'data-testid': 'quote-decline-send' } as never}
        cancelText={t('cancel')}
        onOk={() => void decline()}
        onCancel={() => setDeclining(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('answer.reason')} validateStatus={error ? 'error' : undefined} help={error}>
            <Input.TextArea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={QUOTE_NOTE_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              autoFocus
              data-testid="quote-decline-reason-input"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
