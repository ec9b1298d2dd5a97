import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Flex, Image, List, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResultOf } from '../../graphql/tada.ts';
import { field, useListState } from '../../providers/list-state.ts';
import { MAX_SHORT_RANGE_DAYS } from '../../rules/date-range.ts';
import { CATALOG_BRAND, VISIT_PAGE_SIZE, VISIT_PAGE_SIZES } from '../../rules/visit-forms.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { FORM_VISIT_CUSTOMERS, FORM_VISITS } from '../../graphql/visit-forms.ts';
import { useVisitBrand } from './use-brand.ts';
import { useVisitFormat } from './use-visit-format.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { customerLabel } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Row = ResultOf<typeof FORM_VISITS>['formVisits']['formVisits'][number];

/** Paging and filters live in the address, so a link or a reload shows the same list. */
const VISIT_LIST = {
  page: field.page(),
  limit: field.pageSize(VISIT_PAGE_SIZES, VISIT_PAGE_SIZE),
  from: field.day('from', null),
  to: field.day('to', null),
  customers: field.repeated('customer'),
};

/** The store-visit forms of one brand (spec 2 §2 /visit-form/<brand>): the rep's dealers' forms, newest first, paged on the server. */
export default function VisitFormListPage() {
  const { t } = useTranslation('visit-forms');
  const phone = !useScreens().md;
  const { brand, base } = useVisitBrand();
  const { state, update, clear, filtered } = useListState(VISIT_LIST);
  const variables = {
    brand,
    page: state.page,
    limit: state.limit,
    from: state.from,
    to: state.to,
    custCodes: state.customers.length ? state.customers : null,
  };
  const list = usePortalQuery(['visit-forms', variables], FORM_VISITS, variables);
  const customers = usePortalQuery(['visit-form-customers', brand], FORM_VISIT_CUSTOMERS, { brand });
  const page = list.data?.formVisits;
  const domination = (v: boolean | null) =>
    v == null ? (
      <Typography.Text type="secondary">–</Typography.Text>
    ) : (
      <Tag color={v ? 'green' : 'default'}>{v ? t('fields.yes') : t('fields.no')}</Tag>
    );
  const { dateTime: when } = useVisitFormat();

  const empty = (
    <Empty description={<span data-testid="visit-empty">{filtered ? t('list.empty_filtered') : t('list.empty')}</span>}>
      {filtered ? (
        <Button onClick={clear}>{t('list.clear')}</Button>
      ) : (
        <ButtonLink to={`${base}/create`} type="primary">
          {t('list.create')}
        </ButtonLink>
      )}
    </Empty>
  );
  const pagination = {
    current: state.page,
    pageSize: state.limit,
    total: page?.info.count ?? 0,
    showSizeChanger: true,
    pageSizeOptions: VISIT_PAGE_SIZES.map(String),
    onChange: (p: number, size: number) => update({ page: size !== state.limit ? 1 : p, limit: size }),
    showTotal: (total: number) => t('list.total', { count: total }),
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('list.title', { brand: CATALOG_BRAND[brand] })}
        </Typography.Title>
        <ButtonLink to={`${base}/create`} type="primary" icon={<PlusOutlined />} data-testid="visit-create">
          {t('list.create')}
        </ButtonLink>
      </Flex>
      <Card size="small">
        <Flex gap={8} wrap>
          <DatePicker.RangePicker
            aria-label={t('list.dates')}
            style={{ width: phone ? '100%' : undefined }}
            data-testid="visit-range"
            // At most 30 days (spec 2 §5): once one end is picked, days further from it are out of reach.
            disabledDate={(d, info) => !!info?.from && Math.abs(d.diff(info.from, 'day')) > MAX_SHORT_RANGE_DAYS}
            renderExtraFooter={() => (
              <Typography.Text type="secondary">{t('list.range_hint', { days: MAX_SHORT_RANGE_DAYS })}</Typography.Text>
            )}
            placeholder={[t('list.from'), t('list.to')]}
            value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
            onChange={(range) => update({ from: range?.[0]?.format('YYYY-MM-DD') ?? null, to: range?.[1]?.format('YYYY-MM-DD') ?? null })}
          />
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('list.customers')}
            aria-label={t('list.customers')}
            style={{ minWidth: phone ? '100%' : 280 }}
            loading={customers.isLoading}
            value={state.customers}
            onChange={(codes: string[]) => update({ customers: codes })}
            options={(customers.data?.formVisitSalesCustomers ?? []).map((c) => ({
              value: c.custCode,
              label: customerLabel(c.custName, c.custCode),
            }))}
          />
        </Flex>
      </Card>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : phone ? (
        <List
          loading={list.isLoading}
          dataSource={page?.formVisits ?? []}
          locale={{ emptyText: list.isLoading ? ' ' : empty }}
          pagination={page && page.info.count > state.limit ? { ...pagination, size: 'small', showSizeChanger: false } : false}
          renderItem={(f: Row) => (
            <List.Item>
              <Link to={`${base}/${f.id}`} style={{ width: '100%' }}>
                <Flex gap={12} align="center">
                  {f.frontShop1?.thumbnailUrl ? (
                    <Image
                      src={f.frontShop1.thumbnailUrl}
                      width={64}
                      height={48}
                      preview={false}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                      alt=""
                    />
                  ) : (
                    <div style={{ width: 64, height: 48 }} />
                  )}
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {customerLabel(f.custName, f.custCode)}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {when(f.createdAt)} · {f.createdBy}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </Link>
            </List.Item>
          )}
        />
      ) : (
        <ResponsiveTable<Row>
          rowKey="id"
          loading={list.isLoading || list.isFetching}
          dataSource={page?.formVisits ?? []}
          pagination={pagination}
          locale={{ emptyText: list.isLoading ? ' ' : empty }}
          data-testid="visit-table"
          columns={[
            {
              title: t('list.columns.date'),
              dataIndex: 'createdAt',
              render: (v: string, f) => <Link to={`${base}/${f.id}`}>{when(v)}</Link>,
            },
            { title: t('list.columns.dealer'), render: (_: unknown, f) => customerLabel(f.custName, f.custCode) },
            { title: t('list.columns.rep'), dataIndex: 'createdBy' },
            { title: t('list.columns.domination'), dataIndex: 'brandDomination', render: domination },
            {
              title: t('list.columns.qty', { brand: CATALOG_BRAND[brand] }),
              dataIndex: 'qtyPlgGrp',
              align: 'right',
              render: (v: number | null) => v ?? '–',
            },
            { title: t('list.columns.qty_other'), dataIndex: 'qtyNonPlgGrp', align: 'right', render: (v: number | null) => v ?? '–' },
          ]}
        />
      )}
    </Flex>
  );
}
