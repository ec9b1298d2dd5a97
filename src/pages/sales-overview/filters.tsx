import { ClearOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayCustomerCode } from '../../rules/customer-code.ts';
import { monthName } from './charts.tsx';
import type { SalesFilterOptions } from '../../graphql/sales-overview.ts';
import { LIST_KEYS, type ListKey, type SalesOverviewState } from './use-sales-overview.ts';

interface FiltersProps {
  state: SalesOverviewState;
  options: SalesFilterOptions | undefined;
  update: (change: Partial<SalesOverviewState>) => void;
  clear: () => void;
  phone: boolean;
}

const listLabel: Record<ListKey, string> = {
  brands: 'filters.brands',
  merchandiseCategories: 'filters.merchandise_categories',
  models: 'filters.models',
  series: 'filters.series',
};

/** The overview's filter (spec 2 §3): each key's options come from the invoice lines the other keys leave. */
export function SalesFilters({ state, options, update, clear, phone }: FiltersProps) {
  const { t } = useTranslation('sales-overview');
  const size = phone ? 'large' : 'middle';
  const year = state.year || options?.year;
  const code = options ? displayCustomerCode({ isr: null, r3: options.custCode }) : '';
  const customerName = options?.custName ? `${options.custName} (${code})` : code;
  const anyFilter =
    state.months.length || LIST_KEYS.some((k) => state[k].length) || state.category !== 'overview' || state.year || state.custCode;
  const item = (id: string, label: string, control: React.ReactNode, span = 6) => (
    <Col xs={24} sm={12} lg={span}>
      <Form.Item label={label} htmlFor={id} style={{ marginBottom: 0 }}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <Form layout="vertical" component="div" data-testid="sales-filters">
      <Row gutter={[12, 12]} align="bottom">
        {item(
          'so-year',
          t('filters.year'),
          <Select
            id="so-year"
            size={size}
            value={year}
            loading={!options}
            onChange={(v: number) => update({ year: v })}
            options={(options?.years ?? []).map((y) => ({ value: y, label: String(y) }))}
            data-testid="filter-year"
          />,
          3,
        )}
        {options?.allCustomers &&
          item(
            'so-customer',
            t('filters.customer'),
            <Select
              id="so-customer"
              size={size}
              value={state.custCode}
              onChange={(v: '' | 'all') => update({ custCode: v })}
              data-testid="filter-customer"
              options={[
                { value: '', label: state.custCode === 'all' ? t('filters.active_customer') : customerName },
                { value: 'all', label: t('filters.all_customers') },
              ]}
            />,
            7,
          )}
        {item(
          'so-category',
          t('filters.category'),
          <Select
            id="so-category"
            size={size}
            value={state.category}
            onChange={(v: SalesOverviewState['category']) => update({ category: v })}
            data-testid="filter-category"
            options={(options?.categories ?? ['overview']).map((c) => ({ value: c, label: t(`category.${c}`) }))}
          />,
          4,
        )}
        {(options?.sorgs.length ?? 0) > 1 &&
          item(
            'so-sorg',
            t('filters.sorg'),
            <Select
              id="so-sorg"
              size={size}
              value={state.sorg || options?.sorg}
              onChange={(v: string) => update({ sorg: v })}
              options={options!.sorgOptions.map((s) => ({ value: s.id, label: s.name }))}
            />,
            3,
          )}
        {item(
          'so-months',
          t('filters.months'),
          <Select
            id="so-months"
            size={size}
            mode="multiple"
            allowClear
            value={state.months}
            placeholder={t('filters.all')}
            maxTagCount="responsive"
            onChange={(v: number[]) => update({ months: v })}
            data-testid="filter-months"
            options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }))}
          />,
          6,
        )}
        {LIST_KEYS.map((key) =>
          item(
            `so-${key}`,
            t(listLabel[key]),
            <Select
              id={`so-${key}`}
              size={size}
              mode="multiple"
              allowClear
              value={state[key]}
              placeholder={t('filters.all')}
              maxTagCount="responsive"
              optionFilterProp="label"
              onChange={(v: string[]) => update({ [key]: v })}
              data-testid={`filter-${key}`}
              loading={!options}
              options={(options?.[key] ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />,
          ),
        )}
        <Col xs={24} sm={12} lg={6}>
          <Button size={size} icon={<ClearOutlined />} onClick={clear} disabled={!anyFilter} block={phone} data-testid="filter-clear">
            {t('filters.clear')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
