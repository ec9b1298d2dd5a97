import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Flex, Row, Skeleton, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { displayCustomerCode } from '../../rules/customer-code.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { monthName, SalesCharts } from './charts.tsx';
import { SalesFilters } from './filters.tsx';
import { useSalesFormat } from './format.ts';
import type { SalesFilterOptions, SalesOverview } from '../../graphql/sales-overview.ts';
import { SalesTables } from './tables.tsx';
import { SALES_OVERVIEW_VIEW, type SalesOverviewState, useSalesOverview } from './use-sales-overview.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Sales overview (spec 2 §2 /sales-overview, full width up to 1400 px): net sales from the invoice lines of the chosen
 * year by month against the same months of the year before, by brand, merchandise category and model with series,
 * filtered by the spec's keys; charts with the tables behind them, and the tables as an xlsx download.
 */
export default function SalesOverviewPage() {
  const { t } = useTranslation('sales-overview');
  const phone = !useScreens().md;
  const { state, update, clear } = useListState(SALES_OVERVIEW_VIEW);
  const { overview, options, isLoading, isFetching, isError, error, refetch } = useSalesOverview(state);

  return (
    <Flex vertical gap={16} data-testid="sales-overview" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {/* On a phone the top bar names the page. */}
        {phone ? (
          <span />
        ) : (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        )}
        {overview && <DownloadButton data={overview} filterText={filterText(t, overview, state, options)} disabled={isEmpty(overview)} />}
      </Flex>
      <Card size="small">
        <SalesFilters state={state} options={options} update={update} clear={clear} phone={phone} />
      </Card>
      {isError && !overview ? (
        <LoadError error={error} titleKey="sales-overview:load_failed" onRetry={refetch} />
      ) : isLoading || !overview ? (
        <Card data-testid="sales-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <Spin spinning={isFetching} tip={t('updating')} delay={200}>
          <Body data={overview} phone={phone} />
        </Spin>
      )}
    </Flex>
  );
}

const isEmpty = (d: SalesOverview) => d.total.netSales === 0 && d.total.netSalesLastYear === 0 && d.byBrand.length === 0;

function Body({ data, phone }: { data: SalesOverview; phone: boolean }) {
  const { t } = useTranslation('sales-overview');
  const format = useSalesFormat(data.precision);
  if (isEmpty(data)) {
    return (
      <Card data-testid="sales-empty">
        <Empty
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>{t('empty.title')}</Typography.Text>
              <Typography.Text type="secondary">{t('empty.hint')}</Typography.Text>
            </Flex>
          }
        />
      </Card>
    );
  }
  const total = data.total;
  const stat = (testId: string, title: string, value: string) => (
    <Col xs={12} lg={6}>
      <Card size="small" data-testid={testId}>
        <Statistic title={title} value={value} valueStyle={{ fontSize: phone ? 18 : 22 }} />
      </Card>
    </Col>
  );
  const other = t('table.other');
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        {stat('total-net-sales', t('totals.net_sales', { year: data.year }), format.money(total.netSales))}
        {stat('total-last-year', t('totals.net_sales', { year: data.year - 1 }), format.money(total.netSalesLastYear))}
        {stat('total-change', t('totals.change'), format.change(total.netSales, total.netSalesLastYear))}
        {stat('total-quantity', t('totals.quantity', { year: data.year }), format.quantity(total.invoiceQuantity))}
      </Row>
      <SalesCharts data={data} format={format} phone={phone} otherName={other} />
      <SalesTables data={data} format={format} phone={phone} otherName={other} />
    </Flex>
  );
}

type T = ReturnType<typeof useTranslation<'sales-overview'>>['t'];

/** The filter as the workbook's first sheet states it. */
function filterText(t: T, data: SalesOverview, state: SalesOverviewState, options?: SalesFilterOptions): [string, string][] {
  const all = t('filters.all');
  const list = (values: readonly string[]) => (values.length ? values.join(', ') : all);
  return [
    [t('filters.year'), String(data.year)],
    [
      t('filters.customer'),
      data.custCode === 'all'
        ? t('filters.all_customers')
        : `${data.custName ?? ''} (${displayCustomerCode({ isr: null, r3: data.custCode })})`,
    ],
    [t('filters.sorg'), options?.sorgOptions.find((s) => s.id === data.sorg)?.name ?? data.sorg],
    [t('filters.category'), t(`category.${data.category}`)],
    [t('filters.months'), state.months.length ? state.months.map(monthName).join(', ') : all],
    [t('filters.brands'), list(state.brands)],
    [t('filters.merchandise_categories'), list(state.merchandiseCategories)],
    [t('filters.models'), list(state.models)],
    [t('filters.series'), list(state.series)],
  ];
}

function DownloadButton({
  data,
  filterText: filter,
  disabled,
}: {
  data: SalesOverview;
  filterText: [string, string][];
  disabled: boolean;
}) {
  const { t } = useTranslation('sales-overview');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { salesOverviewWorkbook } = await import('./export.ts');
      const year = String(data.year);
      const lastYear = String(data.year - 1);
      const blob = await salesOverviewWorkbook(data, {
        sheets: {
          filter: t('sheet.filter'),
          month: t('table.by_month'),
          brand: t('chart.by_brand'),
          category: t('chart.by_category'),
          model: t('table.by_model'),
        },
        columns: {
          name: {
            month: t('table.month'),
            brand: t('table.brand'),
            category: t('table.category'),
            model: t('table.model'),
            series: t('table.series'),
          },
          netSales: t('table.net_sales', { year }),
          netSalesLastYear: t('table.net_sales', { year: lastYear }),
          quantity: t('table.quantity', { year }),
          quantityLastYear: t('table.quantity', { year: lastYear }),
        },
        filter,
        monthName,
        other: t('table.other'),
        total: t('table.total'),
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${t('file_name')} ${data.custCode} ${data.year}.xlsx`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      void message.error(t('download_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={() => void download()} data-testid="sales-download">
      {t('download')}
    </Button>
  );
}
