import { FileTextOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Empty, Flex, Radio, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QUOTE_REQUESTS, QUOTES, type QuoteRow } from '../../graphql/quotes.ts';
import { field, useListState } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { QUOTE_PAGE_SIZE, QUOTE_STATES } from '../../rules/quotes.ts';
import { precisionOf } from '../../rules/money.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { QUOTES_KEY } from './request-quote.tsx';
import { QuoteStateTag } from './state-tag.tsx';

const PAGE_SIZES = [QUOTE_PAGE_SIZE, 50, 100] as const;
const paging = { page: field.page(), limit: field.pageSize(PAGE_SIZES, QUOTE_PAGE_SIZE) };
/** The dealer sees every state by default; the queue the waiting requests, with 'all' in the address for every state. */
const DEALER_LIST = { state: field.oneOf('state', [...QUOTE_STATES, 'all'] as const, ''), ...paging };
const QUEUE_LIST = { state: field.oneOf('state', [...QUOTE_STATES, 'all'] as const, 'requested'), ...paging };

/**
 * The quotes of one side, newest first, filtered by state in the address and paged on the server: the dealer's own
 * (/catalog/quotes, all states by default) and the staff's queue of the dealers they answer for (/admin/quote-requests,
 * the requests waiting by default).
 */
export function QuoteList({ side }: { side: 'dealer' | 'answerer' }) {
  const { t } = useTranslation('quotes');
  const { locale } = useParams();
  const phone = !useScreens().md;
  const money = useMoney();
  const { date } = useOrderDates();
  const host = useHostConfig();
  const {
    state: { state, page, limit },
    update,
  } = useListState(side === 'dealer' ? DEALER_LIST : QUEUE_LIST);
  const variables = { page, limit, state: state === 'all' || state === '' ? null : state };
  const dealer = usePortalQuery([...QUOTES_KEY, side, variables], QUOTES, variables, { enabled: side === 'dealer' });
  const staff = usePortalQuery([...QUOTES_KEY, side, variables], QUOTE_REQUESTS, variables, { enabled: side === 'answerer' });
  const list = side === 'dealer' ? dealer : staff;
  const data = side === 'dealer' ? dealer.data?.quotes : staff.data?.quoteRequests;
  const base = side === 'dealer' ? `/${locale}/catalog/quotes` : `/${locale}/admin/quote-requests`;
  const allKey = side === 'dealer' ? '' : 'all';

  const filters = [{ value: allKey, label: t('filter.all') }, ...QUOTE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))];
  const total = (q: QuoteRow) => (
    <Flex vertical align="end">
      {q.quotedTotal !== null ? <Typography.Text strong>{money(q.quotedTotal, precisionOf(q.currency, host))}</Typography.Text> : null}
      <Typography.Text
        type={q.quotedTotal !== null ? 'secondary' : undefined}
        delete={q.quotedTotal !== null}
        style={{ fontSize: q.quotedTotal !== null ? 12 : undefined }}
      >
        {money(q.listTotal, precisionOf(q.currency, host))}
      </Typography.Text>
    </Flex>
  );
  const columns: ColumnsType<QuoteRow> = [
    {
      key: 'id',
      title: t('columns.quote'),
      render: (_v, q) => (
        <Link to={`${base}/${q.id}`} data-testid="quote-open">
          {t('quote_title', { id: q.id })}
        </Link>
      ),
    },
    ...(side === 'answerer'
      ? [{ key: 'customer', title: t('columns.customer'), render: (_v: unknown, q: QuoteRow) => `${q.customerName} (${q.customerCode})` }]
      : []),
    { key: 'state', title: t('columns.state'), render: (_v, q) => <QuoteStateTag state={q.state} /> },
    { key: 'asked', title: t('columns.asked'), render: (_v, q) => `${date(q.createdAt)} · ${q.requestedByName}` },
    { key: 'lines', title: t('columns.lines'), align: 'right', render: (_v, q) => q.lineCount },
    { key: 'valid', title: t('columns.valid_until'), render: (_v, q) => (q.validUntil ? date(q.validUntil) : '–') },
    { key: 'total', title: t('columns.total'), align: 'right', render: (_v, q) => total(q) },
  ];
  const empty = (
    <Empty
      description={
        <span data-testid="quotes-empty">
          {t(state && state !== 'all' ? 'empty.filtered' : side === 'dealer' ? 'empty.dealer' : 'empty.queue')}
        </span>
      }
    >
      {side === 'dealer' && !state && (
        <ButtonLink to={`/${locale}/cart`} icon={<ShoppingCartOutlined />}>
          {t('empty.to_cart')}
        </ButtonLink>
      )}
    </Empty>
  );

  return (
    <Flex
      vertical
      gap={16}
      data-testid={side === 'dealer' ? 'quotes-page' : 'quote-queue'}
      style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}
    >
      <Flex vertical gap={2}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            <FileTextOutlined /> {t(side === 'dealer' ? 'list.title' : 'queue.title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t(side === 'dealer' ? 'list.intro' : 'queue.intro')}</Typography.Text>
      </Flex>
      {phone ? (
        <Select
          value={state}
          options={filters}
          onChange={(v) => update({ state: v })}
          aria-label={t('filter.label')}
          size="large"
          data-testid="quotes-filter"
        />
      ) : (
        <Radio.Group
          value={state}
          onChange={(e) => update({ state: e.target.value })}
          aria-label={t('filter.label')}
          optionType="button"
          options={filters}
          data-testid="quotes-filter"
        />
      )}
      {list.isError && !data ? (
        <LoadError error={list.error} titleKey="quotes:load_failed" onRetry={() => void list.refetch()} />
      ) : (
        <ResponsiveTable<QuoteRow>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={data?.quotes ?? []}
          columns={columns}
          phoneView="cards"
          keyColumn="id"
          locale={{ emptyText: empty }}
          data-testid="quotes-table"
          pagination={{
            current: data?.info.page ?? page,
            pageSize: limit,
            total: data?.info.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            hideOnSinglePage: true,
            onChange: (p, l) => update({ page: l !== limit ? 1 : p, limit: l as (typeof PAGE_SIZES)[number] }),
          }}
        />
      )}
    </Flex>
  );
}
