import { Card, Empty, Flex, List, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { field, useListState } from '../../providers/list-state.ts';
import {
  CLICK_COLLECT_PAGE_SIZE,
  CLICK_COLLECT_PAGE_SIZES,
  CLICK_COLLECT_STATUSES,
  type ClickCollectStatus,
} from '../../rules/click-collect.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { CLICK_COLLECT_ORDERS, type ClickCollectOrder } from '../../graphql/click-collect.ts';
import { StatusTag } from './status-tag.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** The status tab and paging live in the address. */
const CLICK_COLLECT_LIST = {
  status: field.oneOf('status', CLICK_COLLECT_STATUSES, ''),
  page: field.page(),
  limit: field.pageSize(CLICK_COLLECT_PAGE_SIZES, CLICK_COLLECT_PAGE_SIZE),
};

/**
 * Click and collect (spec 3 §2 /click-collect): the consumer orders waiting at the active customer's shop, filtered by
 * status in tabs that count them, paged on the server; a table on desktop, cards on phones.
 */
export default function ClickCollectListPage() {
  const { t } = useTranslation('click-collect');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const { dateFormat, timeFormat } = useHostConfig();
  const {
    state: { status, page, limit },
    update,
  } = useListState(CLICK_COLLECT_LIST);
  const variables = { status: status ? [status] : null, page, limit };
  const list = usePortalQuery(['click-collect', variables], CLICK_COLLECT_ORDERS, variables);
  const data = list.data?.clickCollectOrders;

  const counts = useMemo(() => new Map((data?.counts ?? []).map((c) => [c.status, c.count])), [data]);
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const label = (key: string, n: number | undefined) => (data ? `${key} (${n ?? 0})` : key);
  const tabs: { key: ClickCollectStatus | ''; label: string }[] = [
    { key: '', label: label(t('tabs.all'), all) },
    ...CLICK_COLLECT_STATUSES.map((s) => ({ key: s, label: label(t(`status.${s}`), counts.get(s)) })),
  ];
  const when = (iso: string) => dayjs(iso).format(`${dateFormat} ${timeFormat}`);
  const href = (o: ClickCollectOrder) => `/${locale}/click-collect/${o.id}`;
  const articles = (o: ClickCollectOrder) => t('list.articles', { count: o.details.reduce((n, d) => n + d.qty, 0) });
  const empty = <Empty description={<span data-testid="cc-empty">{status ? t('empty.filtered') : t('empty.none')}</span>} />;
  const pagination = {
    current: data?.info.page ?? page,
    pageSize: limit,
    total: data?.info.count ?? 0,
    showSizeChanger: true,
    pageSizeOptions: CLICK_COLLECT_PAGE_SIZES.map(String),
    hideOnSinglePage: false,
    onChange: (p: number, l: number) => update({ page: l !== limit ? 1 : p, limit: l }),
  };

  return (
    <Flex vertical gap={16} data-testid="cc-list" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && (
        <Flex vertical gap={2}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('list.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
        </Flex>
      )}
      {/* Ten filters do not fit one tab bar: buttons that wrap on desktop, one select on phones. */}
      {phone ? (
        <Select
          value={status}
          options={tabs.map((f) => ({ value: f.key, label: f.label }))}
          onChange={(key) => update({ status: key })}
          aria-label={t('tabs.label')}
          size="large"
          data-testid="cc-filter"
        />
      ) : (
        <Radio.Group
          value={status}
          onChange={(e) => update({ status: e.target.value as ClickCollectStatus | '' })}
          aria-label={t('tabs.label')}
          optionType="button"
          data-testid="cc-filter"
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
          options={tabs.map((f) => ({ value: f.key, label: f.label }))}
        />
      )}
      {list.isError && !data ? (
        <LoadError error={list.error} titleKey="click-collect:list.load_failed" onRetry={() => void list.refetch()} />
      ) : phone ? (
        <List
          loading={list.isFetching}
          dataSource={data?.orders ?? []}
          locale={{ emptyText: empty }}
          pagination={{ ...pagination, simple: true }}
          renderItem={(o) => (
            <List.Item style={{ padding: '6px 0' }}>
              <Link to={href(o)} style={{ width: '100%', textDecoration: 'none' }} data-testid="cc-card">
                <Card size="small" hoverable>
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <Typography.Text strong>{o.orderNo}</Typography.Text>
                    <StatusTag status={o.status} />
                  </Flex>
                  <Typography.Text>{o.customer.fullName}</Typography.Text>
                  <Flex justify="space-between" gap={8}>
                    <Typography.Text type="secondary">{articles(o)}</Typography.Text>
                    <Typography.Text type="secondary">{when(o.createdAt)}</Typography.Text>
                  </Flex>
                </Card>
              </Link>
            </List.Item>
          )}
        />
      ) : (
        <ResponsiveTable
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={data?.orders ?? []}
          locale={{ emptyText: empty }}
          pagination={pagination}
          data-testid="cc-table"
          columns={[
            {
              title: t('columns.order_no'),
              key: 'orderNo',
              render: (_v, o) => (
                <Link to={href(o)} data-testid="cc-open">
                  {o.orderNo}
                </Link>
              ),
            },
            { title: t('columns.consumer'), key: 'consumer', render: (_v, o) => o.customer.fullName },
            { title: t('columns.articles'), key: 'articles', render: (_v, o) => articles(o) },
            { title: t('columns.status'), key: 'status', render: (_v, o) => <StatusTag status={o.status} /> },
            { title: t('columns.created'), key: 'createdAt', render: (_v, o) => when(o.createdAt) },
          ]}
        />
      )}
    </Flex>
  );
}
