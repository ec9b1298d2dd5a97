import { Card, Col, Row } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from './chart.tsx';
import type { SalesFormat } from './format.ts';
import type { SalesOverview } from '../../graphql/sales-overview.ts';

const THIS_YEAR = '#1554b3';
const LAST_YEAR = '#ad4e00';
const LAST_YEAR_BAR = '#9fb9e3';

type SalesRow = { name: string; netSales: number; netSalesLastYear: number };

export const monthName = (month: number) =>
  dayjs()
    .month(month - 1)
    .format('MMM');

/** The overview's charts: by month (this year's bars against last year's line), by brand and by merchandise category. */
export function SalesCharts({
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
  const { t, i18n } = useTranslation('sales-overview');
  const year = String(data.year);
  const lastYear = String(data.year - 1);
  const tooltip = {
    trigger: 'axis' as const,
    axisPointer: { type: 'shadow' as const },
    valueFormatter: (v: unknown) => format.money(Number(v)),
  };
  const legend = { top: 0, data: [year, lastYear] };
  const lang = i18n.language;

  const byMonth = useMemo<ChartOption>(
    () => ({
      tooltip,
      legend,
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: data.byMonth.map((m) => monthName(m.month)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => format.compact(v) } },
      series: [
        { name: year, type: 'bar', data: data.byMonth.map((m) => m.netSales), itemStyle: { color: THIS_YEAR }, barMaxWidth: 36 },
        {
          name: lastYear,
          type: 'line',
          data: data.byMonth.map((m) => m.netSalesLastYear),
          itemStyle: { color: LAST_YEAR },
          lineStyle: { width: 2 },
          symbolSize: 6,
        },
      ],
    }),
    [data, lang],
  ); // eslint-disable-line react-hooks/exhaustive-deps

  const bars = (rows: readonly SalesRow[]): ChartOption => {
    const shown = rows.slice(0, 12).reverse();
    return {
      tooltip,
      legend,
      grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
      yAxis: {
        type: 'category',
        data: shown.map((r) => r.name || otherName),
        axisLabel: { width: phone ? 90 : 160, overflow: 'truncate' },
      },
      xAxis: { type: 'value', axisLabel: { formatter: (v: number) => format.compact(v) } },
      series: [
        { name: year, type: 'bar', data: shown.map((r) => r.netSales), itemStyle: { color: THIS_YEAR }, barMaxWidth: 18 },
        { name: lastYear, type: 'bar', data: shown.map((r) => r.netSalesLastYear), itemStyle: { color: LAST_YEAR_BAR }, barMaxWidth: 18 },
      ],
    };
  };
  const byBrand = useMemo(() => bars(data.byBrand), [data, lang, phone]); // eslint-disable-line react-hooks/exhaustive-deps
  const byCategory = useMemo(() => bars(data.byMerchandiseCategory), [data, lang, phone]); // eslint-disable-line react-hooks/exhaustive-deps

  const listed = (rows: readonly SalesRow[]) => rows.map((r) => `${r.name || otherName} ${format.money(r.netSales)}`).join(', ');
  const barHeight = (rows: readonly SalesRow[]) => Math.max(180, Math.min(rows.length, 12) * 34 + 60);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small" title={t('chart.by_month')}>
          <Chart
            option={byMonth}
            height={phone ? 260 : 320}
            testId="chart-by-month"
            label={t('chart.by_month_label', {
              year,
              total: format.money(data.total.netSales),
              lastYear,
              lastTotal: format.money(data.total.netSalesLastYear),
            })}
            summary={`${data.total.netSales}/${data.total.netSalesLastYear}`}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('chart.by_brand')}>
          <Chart
            option={byBrand}
            height={barHeight(data.byBrand)}
            testId="chart-by-brand"
            label={t('chart.bars_label', { what: t('chart.by_brand'), year, list: listed(data.byBrand) })}
            summary={data.byBrand.map((r) => `${r.id}=${r.netSales}`).join(';')}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('chart.by_category')}>
          <Chart
            option={byCategory}
            height={barHeight(data.byMerchandiseCategory)}
            testId="chart-by-category"
            label={t('chart.bars_label', { what: t('chart.by_category'), year, list: listed(data.byMerchandiseCategory) })}
            summary={data.byMerchandiseCategory.map((r) => `${r.id}=${r.netSales}`).join(';')}
          />
        </Card>
      </Col>
    </Row>
  );
}
