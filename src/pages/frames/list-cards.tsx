import { RightOutlined } from '@ant-design/icons';
import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useClaimFormat } from '../claims/use-claim-format.ts';
import { FrameTags } from './frame-tags.tsx';
import { FrameLink, type FrameListViewProps } from './list-table.tsx';
import { customerLabel } from '../../rules/customer-code.ts';

/** The phone's frame list: one tappable card per bike; the whole card leads to its page. */
export function ListCards({ page, loading, onPage, empty, staff }: FrameListViewProps) {
  const { date } = useClaimFormat();
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
  if (!page.frames.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="frame-cards">
      {page.frames.map((f) => (
        <FrameLink key={f.frameNumber} frameNumber={f.frameNumber}>
          <Card size="small" hoverable styles={{ body: { padding: 14 } }} data-testid="frame-card" style={{ color: 'inherit' }}>
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ fontSize: 16, fontFamily: 'monospace' }}>
                  {f.frameNumber}
                </Typography.Text>
                <Typography.Text>
                  {f.brand} {f.model} {f.modelYear}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {date(f.shippedAt)} · {f.deliveryNo}
                </Typography.Text>
                {staff && <Typography.Text type="secondary">{customerLabel(f.custName, f.custCode)}</Typography.Text>}
              </Flex>
              <RightOutlined aria-hidden style={{ marginTop: 6, opacity: 0.45 }} />
            </Flex>
            <div style={{ marginTop: 10 }}>
              <FrameTags frame={f} />
            </div>
          </Card>
        </FrameLink>
      ))}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
