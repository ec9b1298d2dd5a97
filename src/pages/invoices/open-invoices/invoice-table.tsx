import { Checkbox, Flex, Tag, theme, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoicePaymentRule } from '../../../rules/invoice-selection.ts';
import { useMoney } from '../../catalog/price-tag.tsx';
import { useOrderDates } from '../../orders/use-order-format.ts';
import { InvoiceTermsNote } from './invoice-terms.tsx';
import { AmountDue, InvoiceStatusTag, OverdueTag } from './invoice-parts.tsx';
import type { OpenInvoice } from '../../../graphql/invoices.ts';
import type { InvoiceSelection } from './use-selection.ts';
import { ResponsiveTable } from '../../../shell/responsive-table.tsx';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Optional money columns a company shows when its invoices carry them (additionalDisplays). */
const OPTIONAL_MONEY = ['tax', 'shippingCost', 'discount', 'surcharges', 'recycleFee', 'freightAllowance'] as const;

interface Props {
  invoices: OpenInvoice[];
  /** Chosen and wrong invoices; without it the rows cannot be chosen (payments in progress). */
  selection?: InvoiceSelection;
  rule: InvoicePaymentRule;
  additionalDisplays: string[];
  pagination?: TablePaginationConfig | false;
  loading?: boolean;
  testId: string;
  empty?: React.ReactNode;
}

/** The desktop list of one kind of unpaid invoice: a checkbox per row when it can be chosen, a wrong choice in red. */
export function InvoiceTable({ invoices, selection, rule, additionalDisplays, pagination = false, loading, testId, empty }: Props) {
  const { t } = useTranslation('open-invoices');
  const { token } = theme.useToken();
  const money = useMoney();
  const { date } = useOrderDates();
  const wrong = (i: OpenInvoice) => !!selection?.wrong.has(i.id);
  const columns: ColumnsType<OpenInvoice> = [
    ...(selection
      ? [
          {
            key: 'select',
            width: 48,
            title: <span style={visuallyHidden}>{t('columns.select')}</span>,
            render: (_: unknown, i: OpenInvoice) => (
              <Checkbox
                checked={selection.selected.has(i.id)}
                onChange={(e) => selection.toggle(i, e.target.checked)}
                aria-label={t('select_invoice', { no: i.invoiceNo })}
                aria-invalid={wrong(i) || undefined}
              />
            ),
          },
        ]
      : []),
    {
      key: 'invoice',
      title: t('columns.invoice'),
      render: (_, i) => (
        <Flex vertical gap={2} style={{ minWidth: 150 }}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {i.invoiceNo}
          </Typography.Text>
          {i.doNo && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('do_no', { no: i.doNo })}
            </Typography.Text>
          )}
          {wrong(i) && (
            <Tag color="error" data-testid="wrong-invoice" style={{ marginInlineEnd: 0, width: 'fit-content' }}>
              {t(`wrong.${rule}`)}
            </Tag>
          )}
          <InvoiceTermsNote invoice={i} />
        </Flex>
      ),
    },
    { key: 'invoiceDate', title: t('columns.invoice_date'), width: 130, render: (_, i) => date(i.invoiceDate) },
    {
      key: 'dueDate',
      title: t('columns.due_date'),
      width: 170,
      render: (_, i) => (
        <Flex vertical gap={2} align="flex-start">
          <span>{date(i.dueDate)}</span>
          <OverdueTag overdue={i.overdue} />
        </Flex>
      ),
    },
    { key: 'terms', title: t('columns.terms'), width: 90, render: (_, i) => i.terms },
    ...OPTIONAL_MONEY.filter((name) => additionalDisplays.includes(name)).map((name) => ({
      key: name,
      title: t(`columns.${name}`),
      align: 'right' as const,
      width: 130,
      render: (_: unknown, i: OpenInvoice) => <span style={{ whiteSpace: 'nowrap' }}>{money(i[name], i.precision)}</span>,
    })),
    ...(selection
      ? []
      : [
          {
            key: 'status',
            title: t('columns.status'),
            width: 190,
            render: (_: unknown, i: OpenInvoice) => <InvoiceStatusTag status={i.status} />,
          },
        ]),
    { key: 'amount', title: t('columns.amount'), align: 'right', width: 190, render: (_, i) => <AmountDue invoice={i} /> },
  ];
  // Cells paint their own background, so a wrong row is coloured cell by cell.
  const painted = columns.map((c) => ({
    ...c,
    onCell: (i: OpenInvoice) => ({ style: wrong(i) ? { background: token.colorErrorBg } : undefined }),
  }));
  return (
    <ResponsiveTable<OpenInvoice>
      rowKey="id"
      size="middle"
      columns={painted}
      dataSource={invoices}
      loading={loading}
      data-testid={testId}
      pagination={pagination}
      scroll={{ x: 860 }}
      locale={empty ? { emptyText: empty } : undefined}
      onRow={(i) =>
        ({
          'data-testid': 'invoice-row',
          'data-invoice-no': i.invoiceNo,
          'data-wrong': wrong(i) ? 'true' : undefined,
        }) as HTMLAttributes<HTMLElement>
      }
    />
  );
}
