import { PlusOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FrameDetail } from '../../graphql/frames.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { ClaimStatusTag } from '../claims/status-tag.tsx';
import { useClaimFormat } from '../claims/use-claim-format.ts';
import { useFrameLinks } from './frame-facts.tsx';

/** The warranty claims filed on the bike, newest first, each with its status, leading to the claim. */
export function ClaimsCard({ frame }: { frame: FrameDetail }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const links = useFrameLinks();
  const { user } = usePortalUser();
  // Filing is the dealer's: the bike must be of the customer the session acts for.
  const file = user?.customerData && frame.claims.length === 0 ? links.fileClaim() : null;
  return (
    <Card
      title={t('claims.title')}
      size="small"
      data-testid="frame-claims"
      extra={
        file && (
          <Link to={file} data-testid="frame-file-claim">
            <PlusOutlined aria-hidden /> {t('claims.file')}
          </Link>
        )
      }
    >
      <List
        size="small"
        dataSource={frame.claims}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('claims.none')} /> }}
        renderItem={(c) => {
          const href = links.claim(c.id);
          return (
            <List.Item style={{ paddingInline: 0 }} data-testid="frame-claim">
              <Flex justify="space-between" align="center" gap={8} wrap style={{ width: '100%' }}>
                <Flex vertical gap={0}>
                  {href ? (
                    <Link to={href} data-testid="frame-claim-link">
                      <strong>{c.referenceNo}</strong>
                    </Link>
                  ) : (
                    <strong>{c.referenceNo}</strong>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('claims.filed', { date: date(c.createdAt) })}
                  </Typography.Text>
                </Flex>
                <ClaimStatusTag status={c.status} description={c.statusDescription} />
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

/** The recalls that touch the bike: open ones first with what to do, then those done or closed. */
export function RecallsCard({ frame }: { frame: FrameDetail }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const links = useFrameLinks();
  return (
    <Card title={t('recalls.title')} size="small" data-testid="frame-recalls">
      <List
        size="small"
        dataSource={frame.recalls}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recalls.none')} /> }}
        renderItem={(r) => {
          const href = links.recall(r.id);
          return (
            <List.Item style={{ paddingInline: 0, display: 'block' }} data-testid="frame-recall" data-open={r.isOpen}>
              <Flex justify="space-between" align="start" gap={8}>
                <Typography.Text strong>
                  {href ? (
                    <Link to={href} data-testid="frame-recall-link">
                      {r.title}
                    </Link>
                  ) : (
                    r.title
                  )}
                </Typography.Text>
                <Tag color={r.isOpen ? 'orange' : 'green'} style={{ marginInlineEnd: 0 }}>
                  {r.isOpen ? t('recalls.open') : r.doneAt ? t('recalls.done_on', { date: date(r.doneAt) }) : t('recalls.closed')}
                </Tag>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                {r.description}
              </Typography.Paragraph>
              {r.isOpen && (
                <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>
                  <strong>{t('recalls.instruction')}</strong> {r.instruction}
                </Typography.Paragraph>
              )}
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
