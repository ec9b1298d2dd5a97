import { Card, Col, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { monthName } from './charts.tsx';
import type { SalesFormat } from './format.ts';
import type { SalesOverview } from '../../graphql/sales-overview.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Figures = { netSales: number; netSalesLastYear: number; invoiceQuantity: number; invoiceQuantityLastYear: number };
type Named = Figures & { key: string; name: string; children?: Named[] };

const number = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The figures behind the charts, one table each, with totals; models open to their series. */
export function SalesTables({
  data,
  format,
  phone,
  otherName,
}: {
  data: SalesOverview;
  format: SalesFormat;
  phone: boolean;
  otherName: string;
}) {
  const { t } = useTranslation('sales-overview');
  const year = String(data.year);
  const lastYear = String(data.year - 1);
  const figureColumns: ColumnsType<Named> = [
    {
      key: 'netSales',
      title: t('table.net_sales', { year }),
      align: 'right',
      render: (_, r) => <span style={number}>{format.money(r.netSales)}</span>,
      sorter: (a, b) => a.netSales - b.netSales,
    },
    {
      key: 'netSalesLastYear',
      title: t('table.net_sales', { year: lastYear }),
      align: 'right',
      responsive: ['md'],
      render: (_, r) => <span style={number}>{format.money(r.netSalesLastYear)}</span>,
    },
    {
      key: 'change',
      title: t('table.change'),
      align: 'right',
      render: (_, r) => <span style={number}>{format.change(r.netSales, r.netSalesLastYear)}</span>,
    },
    {
      key: 'qty',
      title: t('table.quantity', { year }),
      align: 'right',
      render: (_, r) => <span style={number}>{format.quantity(r.invoiceQuantity)}</span>,
    },
    {
      key: 'qtyLastYear',
      title: t('table.quantity', { year: lastYear }),
      align: 'right',
      responsive: ['md'],
      render: (_, r) => <span style={number}>{format.quantity(r.invoiceQuantityLastYear)}</span>,
    },
  ];
  const nameColumn = (title: string): ColumnsType<Named>[number] => ({
    key: 'name',
    title,
    render: (_, r) => r.name || <Typography.Text type="secondary">{otherName}</Typography.Text>,
  });
  const total = (): React.ReactNode => (
    <Table.Summary.Row style={{ fontWeight: 600 }}>
      <Table.Summary.Cell index={0}>{t('table.total')}</Table.Summary.Cell>
      <Table.Summary.Cell index={1} align="right">
        <span style={number}>{format.money(data.total.netSales)}</span>
      </Table.Summary.Cell>
      {!phone && (
        <Table.Summary.Cell index={2} align="right">
          <span style={number}>{format.money(data.total.netSalesLastYear)}</span>
        </Table.Summary.Cell>
      )}
      <Table.Summary.Cell index={3} align="right">
        <span style={number}>{format.change(data.total.netSales, data.total.netSalesLastYear)}</span>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={4} align="right">
        <span style={number}>{format.quantity(data.total.invoiceQuantity)}</span>
      </Table.Summary.Cell>
      {!phone && (
        <Table.Summary.Cell index={5} align="right">
          <span style={number}>{format.quantity(data.total.invoiceQuantityLastYear)}</span>
        </Table.Summary.Cell>
      )}
    </Table.Summary.Row>
  );
  const table = (testId: string, rows: Named[], first: string, paged = false) => (
    <ResponsiveTable<Named>
      size="small"
      data-testid={testId}
      rowKey="key"
      dataSource={rows}
      columns={[nameColumn(first), ...figureColumns]}
      pagination={paged && rows.length > 10 ? { pageSize: 10, pageSizeOptions: [10, 20], showSizeChanger: true, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      summary={rows.length ? total : undefined}
    />
  );
  const months: Named[] = data.byMonth.map((m) => ({ ...m, key: String(m.month), name: monthName(m.month) }));
  const named = (rows: SalesOverview['byBrand']): Named[] => rows.map((r) => ({ ...r, key: r.id }));
  // A model in one series shows it beside its name; a model in several opens to them.
  const models: Named[] = data.byModel.map((m) => ({
    ...m,
    key: m.id,
    name: m.series.length === 1 && m.series[0].name ? `${m.name} (${m.series[0].name})` : m.name,
    children: m.series.length > 1 ? m.series.map((s) => ({ ...s, key: `${m.id}|${s.id}`, name: s.name })) : undefined,
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small" title={t('table.by_month')}>
          {table('table-by-month', months, t('table.month'))}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('chart.by_brand')}>
          {table('table-by-brand', named(data.byBrand), t('table.brand'))}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('chart.by_category')}>
          {table('table-by-category', named(data.byMerchandiseCategory), t('table.category'))}
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('table.by_model')}>
          {table('table-by-model', models, t('table.model'), true)}
        </Card>
      </Col>
    </Row>
  );
}
