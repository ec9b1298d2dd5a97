import { Card, Empty, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_PAGE_SIZES } from '../../rules/bonus.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useBonusFormat } from './format.ts';
import type { B2bPurchasePage, RetailSalePage } from '../../graphql/bonus.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Page = NonNullable<B2bPurchasePage> | NonNullable<RetailSalePage>;

interface LinesProps<P extends Page> {
  page: P | undefined;
  loading: boolean;
  error: unknown;
  phone: boolean;
  onRetry: () => void;
  onPage: (page: number, limit: number) => void;
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Table on desktop, cards on phones; paged on the server, 10 or 20 a page. */
function Lines<P extends Page>({
  page,
  loading,
  error,
  phone,
  onRetry,
  onPage,
  columns,
  card,
  testid,
}: LinesProps<P> & {
  columns: ColumnsType<P['lines'][number]>;
  card: (line: P['lines'][number]) => ReactNode;
  testid: string;
}) {
  const { t } = useTranslation('bonus');
  if (error && !page) return <LoadError error={error} titleKey="bonus:lines.load_failed" onRetry={onRetry} />;
  const empty = <Empty description={<span data-testid="bonus-lines-empty">{t('lines.empty')}</span>} />;
  if (phone) {
    if (!page)
      return (
        <Flex vertical gap={12}>
          {[0, 1].map((i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </Flex>
      );
    if (!page.lines.length) return <Card>{empty}</Card>;
    return (
      <Flex vertical gap={10} style={{ opacity: loading ? 0.6 : 1 }} data-testid={`${testid}-cards`}>
        {page.lines.map((l) => (
          <Card key={l.id} size="small" data-testid={`${testid}-line`}>
            {card(l)}
          </Card>
        ))}
        <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
      </Flex>
    );
  }
  return (
    <ResponsiveTable<P['lines'][number]>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.lines ?? []}
      loading={loading}
      locale={{ emptyText: page ? empty : <div style={{ height: 120 }} /> }}
      scroll={{ x: 900 }}
      data-testid={`${testid}-table`}
      onRow={() => ({ 'data-testid': `${testid}-line` }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page?.info.page ?? 1,
        pageSize: page?.info.limit ?? 10,
        total: page?.info.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: BONUS_PAGE_SIZES.map(String),
        showTotal: (total) => t('lines.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}

const ClassTag = ({ value }: { value: string | null }) => {
  const { t } = useTranslation('bonus');
  return value ? (
    <Tag>{t('lines.class_value', { className: value })}</Tag>
  ) : (
    <Typography.Text type="secondary">{t('lines.no_class')}</Typography.Text>
  );
};

export function B2bLines(props: LinesProps<NonNullable<B2bPurchasePage>>) {
  const { t } = useTranslation('bonus');
  const f = useBonusFormat();
  const p = props.page?.precision ?? 0;
  const date = (d: string) => dayjs(d).format(f.dateFormat);
  type Line = NonNullable<B2bPurchasePage>['lines'][number];
  const columns: ColumnsType<Line> = [
    { key: 'date', title: t('lines.invoice_date'), render: (_, l) => <span style={numeric}>{date(l.invoiceDate)}</span> },
    {
      key: 'invoice',
      title: t('lines.invoice_number'),
      render: (_, l) => <Typography.Text style={numeric}>{l.invoiceNumber}</Typography.Text>,
    },
    {
      key: 'article',
      title: t('lines.article'),
      render: (_, l) => (
        <Flex vertical gap={0}>
          <Typography.Text>{l.articleDescription}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.brandId} · {l.articleCode}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'class', title: t('lines.class'), render: (_, l) => <ClassTag value={l.class ?? null} /> },
    { key: 'qty', title: t('lines.quantity'), align: 'right', render: (_, l) => <span style={numeric}>{f.points(l.quantity)}</span> },
    { key: 'point', title: t('lines.points'), align: 'right', render: (_, l) => <span style={numeric}>{f.points(l.point)}</span> },
    {
      key: 'value',
      title: t('lines.point_value'),
      align: 'right',
      render: (_, l) => <span style={numeric}>{f.money(l.pointValue, p)}</span>,
    },
    {
      key: 'sub',
      title: t('lines.sub_total'),
      align: 'right',
      render: (_, l) => <strong style={numeric}>{f.money(l.subTotal, p)}</strong>,
    },
  ];
  return (
    <Lines
      {...props}
      columns={columns}
      testid="bonus-b2b"
      card={(l) => (
        <Flex vertical gap={2}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong>{l.invoiceNumber}</Typography.Text>
            <span style={numeric}>{date(l.invoiceDate)}</span>
          </Flex>
          <Typography.Text>{l.articleDescription}</Typography.Text>
          <Typography.Text type="secondary">
            {l.brandId} · <ClassTag value={l.class ?? null} /> · {t('lines.quantity_short', { count: l.quantity })}
          </Typography.Text>
          <Flex justify="space-between" gap={8}>
            <span>{t('lines.points_count', { count: l.point, points: f.points(l.point) })}</span>
            <strong style={numeric}>{f.money(l.subTotal, p)}</strong>
          </Flex>
        </Flex>
      )}
    />
  );
}

export function RetailLines(props: LinesProps<NonNullable<RetailSalePage>>) {
  const { t } = useTranslation('bonus');
  const f = useBonusFormat();
  const p = props.page?.precision ?? 0;
  const date = (d: string) => dayjs(d).format(f.dateFormat);
  type Line = NonNullable<RetailSalePage>['lines'][number];
  const columns: ColumnsType<Line> = [
    { key: 'date', title: t('lines.input_date'), render: (_, l) => <span style={numeric}>{date(l.inputDate)}</span> },
    {
      key: 'frame',
      title: t('lines.frame_number'),
      render: (_, l) => (
        <Typography.Text code style={numeric}>
          {l.frameNumber}
        </Typography.Text>
      ),
    },
    {
      key: 'article',
      title: t('lines.article'),
      render: (_, l) => (
        <Flex vertical gap={0}>
          <Typography.Text>{l.articleDescription}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.brandId}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'class', title: t('lines.class'), render: (_, l) => <ClassTag value={l.class ?? null} /> },
    { key: 'quarter', title: t('lines.quarter'), render: (_, l) => t('quarter.title', { quarter: l.quarter }) },
    { key: 'point', title: t('lines.points'), align: 'right', render: (_, l) => <span style={numeric}>{f.points(l.point)}</span> },
    {
      key: 'value',
      title: t('lines.point_value'),
      align: 'right',
      render: (_, l) => <span style={numeric}>{f.money(l.pointValue, p)}</span>,
    },
    {
      key: 'sub',
      title: t('lines.sub_total'),
      align: 'right',
      render: (_, l) => <strong style={numeric}>{f.money(l.subTotal, p)}</strong>,
    },
  ];
  return (
    <Lines
      {...props}
      columns={columns}
      testid="bonus-retail"
      card={(l) => (
        <Flex vertical gap={2}>
          <Flex justify="space-between" gap={8}>
            <Typography.Text code>{l.frameNumber}</Typography.Text>
            <span style={numeric}>{date(l.inputDate)}</span>
          </Flex>
          <Typography.Text>{l.articleDescription}</Typography.Text>
          <Typography.Text type="secondary">
            {l.brandId} · <ClassTag value={l.class ?? null} />
          </Typography.Text>
          <Flex justify="space-between" gap={8}>
            <span>{t('lines.points_count', { count: l.point, points: f.points(l.point) })}</span>
            <strong style={numeric}>{f.money(l.subTotal, p)}</strong>
          </Flex>
        </Flex>
      )}
    />
  );
}
