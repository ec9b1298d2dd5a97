import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { PdiActions, type PdiListViewProps, PdiStatus, usePdiDate } from './list-parts.tsx';
import { customerLabel } from '../../rules/customer-code.ts';

/** The phone's PDI list: one card per inspection, its actions large enough for a thumb on the shop floor. */
export function ListCards({ page, loading, onPage, empty, staff, mayChange, busyId, onChange }: PdiListViewProps) {
  const date = usePdiDate();
  if (!page)
    return (
      <Flex vertical gap={12}>
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </Flex>
    );
  if (!page.pdis.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="pdi-cards">
      {page.pdis.map((p) => (
        <Card key={p.id} size="small" styles={{ body: { padding: 14 } }} data-testid="pdi-card" data-frame={p.frameNumber}>
          <Flex vertical gap={4}>
            <Typography.Text strong code style={{ fontSize: 15, alignSelf: 'flex-start' }}>
              {p.frameNumber}
            </Typography.Text>
            <Typography.Text>
              {p.brand} {p.model} · {p.modelYear}
            </Typography.Text>
            <Typography.Text type="secondary">
              {p.mechanic} · {date(p.createdAt)}
            </Typography.Text>
            {staff && <Typography.Text type="secondary">{customerLabel(p.custName, p.custCode)}</Typography.Text>}
          </Flex>
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 10 }}>
            <PdiStatus pdi={p} />
            {mayChange && p.mayChange && <PdiActions pdi={p} busy={busyId === p.id} onChange={onChange} phone />}
          </Flex>
        </Card>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
