import { Card, Checkbox, Empty, Flex, Pagination, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoicePaymentRule } from '../../../rules/invoice-selection.ts';
import { useOrderDates } from '../../orders/use-order-format.ts';
import { InvoiceTermsNote } from './invoice-terms.tsx';
import { AmountDue, InvoiceStatusTag, OverdueTag } from './invoice-parts.tsx';
import type { OpenInvoice } from '../../../graphql/invoices.ts';
import type { InvoiceSelection } from './use-selection.ts';

interface Props {
  invoices: OpenInvoice[];
  selection?: InvoiceSelection;
  rule: InvoicePaymentRule;
  paging?: { page: number; limit: number; count: number; onChange: (page: number, limit: number) => void };
  loading?: boolean;
  testId: string;
  empty?: React.ReactNode;
}

/** The phone's list: one card per invoice, the whole card a large target that ticks its checkbox. */
export function InvoiceCards({ invoices, selection, rule, paging, loading, testId, empty }: Props) {
  const { t } = useTranslation('open-invoices');
  const { token } = theme.useToken();
  const { date } = useOrderDates();
  if (!invoices.length) return <Card size="small">{empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</Card>;
  return (
    <Flex vertical gap={10} style={{ opacity: loading ? 0.6 : 1 }} data-testid={testId}>
      {invoices.map((i) => {
        const chosen = !!selection?.selected.has(i.id);
        const wrong = !!selection?.wrong.has(i.id);
        const body = (
          <Flex gap={12} align="start">
            {selection && (
              <Checkbox
                checked={chosen}
                onChange={(e) => selection.toggle(i, e.target.checked)}
                onClick={(e) => e.stopPropagation()}
                style={{ marginTop: 2 }}
                aria-label={t('select_invoice', { no: i.invoiceNo })}
                aria-invalid={wrong || undefined}
              />
            )}
            <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Flex justify="space-between" align="start" gap={8}>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ fontSize: 15 }}>
                    {i.invoiceNo}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {date(i.invoiceDate)}
                    {i.doNo ? ` · ${t('do_no', { no: i.doNo })}` : ''}
                  </Typography.Text>
                </Flex>
                <AmountDue invoice={i} />
              </Flex>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('columns.due_date')}: {date(i.dueDate)}
                </Typography.Text>
                {selection ? <OverdueTag overdue={i.overdue} /> : <InvoiceStatusTag status={i.status} />}
              </Flex>
              <InvoiceTermsNote invoice={i} />
              {wrong && (
                <Tag color="error" data-testid="wrong-invoice" style={{ marginInlineEnd: 0, width: 'fit-content' }}>
                  {t(`wrong.${rule}`)}
                </Tag>
              )}
            </Flex>
          </Flex>
        );
        return (
          <Card
            key={i.id}
            size="small"
            data-testid="invoice-row"
            data-invoice-no={i.invoiceNo}
            data-wrong={wrong ? 'true' : undefined}
            styles={{ body: { padding: 14 } }}
            // The whole card ticks the box: a large target on the shop floor.
            onClick={selection ? () => selection.toggle(i, !chosen) : undefined}
            style={{
              cursor: selection ? 'pointer' : undefined,
              borderColor: wrong ? token.colorError : chosen ? token.colorPrimary : undefined,
              background: wrong ? token.colorErrorBg : undefined,
            }}
          >
            {body}
          </Card>
        );
      })}
      {paging && paging.count > paging.limit && (
        <Pagination simple align="center" current={paging.page} pageSize={paging.limit} total={paging.count} onChange={paging.onChange} />
      )}
    </Flex>
  );
}
