import { Descriptions, Drawer, Empty, Skeleton, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { Actor, Customer, prettyInput, ResultTag, useAuditTime } from './audit-parts.tsx';
import type { AuditRow } from './queries.ts';
import { useAuditEntry } from './use-audit.ts';

/** Every field of one row: who, for which customer, on which host, what was asked (the redacted input) and how it ended. */
export function AuditDrawer({ id, fromList, phone, onClose }: { id: number | null; fromList: AuditRow | undefined; phone: boolean; onClose: () => void }) {
  const { t } = useTranslation('audit');
  const { entry, isLoading, isError, missing, refetch } = useAuditEntry(id, fromList);
  return (
    <Drawer open={!!id} onClose={onClose} width={phone ? '100%' : 620} destroyOnHidden
      title={entry ? t('drawer.title', { operation: entry.operation }) : t('drawer.title_plain')} data-testid="audit-drawer">
      {isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : missing ? (
        <Empty description={t('drawer.missing')} />
      ) : isLoading || !entry ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <EntryDetails entry={entry} phone={phone} />
      )}
    </Drawer>
  );
}

function EntryDetails({ entry, phone }: { entry: AuditRow; phone: boolean }) {
  const { t } = useTranslation('audit');
  const { token } = theme.useToken();
  const time = useAuditTime();
  const input = prettyInput(entry.input);
  return (
    <>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: phone ? 104 : 150 } }}
        data-testid="audit-details">
        <Descriptions.Item label={t('columns.at')}>
          {time(entry.at)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{entry.at}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.actor')}>
          <Actor row={entry} />
          {entry.actorUserId !== null && <Typography.Text type="secondary"> · {t('drawer.user_id', { id: entry.actorUserId })}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.customer')}><Customer row={entry} block /></Descriptions.Item>
        <Descriptions.Item label={t('columns.host')}>{entry.host}</Descriptions.Item>
        <Descriptions.Item label={t('columns.operation')}><Typography.Text strong>{entry.operation}</Typography.Text></Descriptions.Item>
        <Descriptions.Item label={t('drawer.target_type')}>{entry.targetType ?? <Typography.Text type="secondary">-</Typography.Text>}</Descriptions.Item>
        <Descriptions.Item label={t('drawer.target_ids')}>
          {entry.targetIds.length ? entry.targetIds.map((id) => <Tag key={id} style={{ marginBottom: 2 }}>{id}</Tag>)
            : <Typography.Text type="secondary">-</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.result')}><ResultTag result={entry.result} withMeaning /></Descriptions.Item>
        <Descriptions.Item label={t('drawer.id')}>{entry.id}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('drawer.input')}
        <Typography.Text copyable={{ text: input, tooltips: [t('drawer.copy'), t('drawer.copied')] }} style={{ marginInlineStart: 8 }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t('drawer.redacted')}</Typography.Paragraph>
      <pre data-testid="audit-input" style={{
        margin: 0, padding: 12, maxHeight: phone ? undefined : 420, overflow: 'auto', fontSize: 12, lineHeight: 1.5,
        background: token.colorFillAlter, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius,
        whiteSpace: 'pre-wrap', wordBreak: 'break-word',
      }}>{input}</pre>
    </>
  );
}
