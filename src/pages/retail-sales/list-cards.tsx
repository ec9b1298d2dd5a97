import { Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { isFailed } from '../../rules/registration.ts';
import { frameWarrantyEnd, type RegistrationListViewProps } from './list-table.tsx';
import { RowActions } from './row-actions.tsx';
import { FailureReason, RegistrationStatusTag } from './status-tag.tsx';

/** The phone's list: one card per registration, its actions as full-width buttons under it. */
export function ListCards({ page, loading, onPage, onChanged, empty }: RegistrationListViewProps) {
  const { t } = useTranslation('retail-sales');
  const { dateFormat } = useHostConfig();
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
  if (!page.registeredFrames.length) return <Card>{empty}</Card>;
  return (
    <Flex vertical gap={12} style={{ opacity: loading ? 0.6 : 1 }} data-testid="registration-cards">
      {page.registeredFrames.map((r) => {
        const ends = frameWarrantyEnd(r);
        return (
          <Card key={r.id} size="small" styles={{ body: { padding: 14 } }} data-testid="registration-card" data-frame={r.frameNumber}>
            <Flex justify="space-between" align="start" gap={8}>
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {r.customerName}
                </Typography.Text>
                <Typography.Text code data-testid="registration-frame">
                  {r.frameNumber}
                </Typography.Text>
                {r.oldCode && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="registration-old-code">
                    {t('columns.old_code', { code: r.oldCode })}
                  </Typography.Text>
                )}
              </Flex>
              <RegistrationStatusTag status={r.status} />
            </Flex>
            <Flex vertical gap={2} style={{ marginTop: 8 }}>
              <Typography.Text>
                {r.brand} {r.model}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t(r.nonRetail ? 'types.non-retail' : 'types.retail')} · {dayjs(r.soldDate).format(dateFormat)}
                {r.customerCity ? ` · ${r.customerCity}` : ''}
              </Typography.Text>
              {ends && r.status === 'complete' && (
                <Typography.Text type="secondary">
                  {t('columns.warranty')}: {dayjs(ends).format(dateFormat)}
                </Typography.Text>
              )}
            </Flex>
            {isFailed(r.status) && (
              <div style={{ marginTop: 10 }}>
                <FailureReason row={r} />
              </div>
            )}
            <div style={{ marginTop: 12 }}>
              <RowActions row={r} onChanged={onChanged} block />
            </div>
          </Card>
        );
      })}
      <Pagination simple align="center" current={page.info.page} pageSize={page.info.limit} total={page.info.count} onChange={onPage} />
    </Flex>
  );
}
