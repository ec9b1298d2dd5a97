import { FilterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Empty, Skeleton, Tag, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { Actor, Customer, Operation, prettyInput, ResultTag, useAuditTime, useOperationName } from './audit-parts.tsx';
import type { AuditRow } from '../../graphql/audit.ts';
import { type AuditListState, useAuditEntry } from './use-audit.ts';

type Filter = (change: Partial<AuditListState>) => void;

/** Every field of one row: who, for which customer, on which host, what was asked (the redacted input) and how it ended. */
export function AuditDrawer({
  id,
  fromList,
  phone,
  onClose,
  onFilter,
}: {
  id: number | null;
  fromList: AuditRow | undefined;
  phone: boolean;
  onClose: () => void;
  onFilter: Filter;
}) {
  const { t } = useTranslation('audit');
  const operationName = useOperationName();
  const { entry, isLoading, isError, missing, refetch } = useAuditEntry(id, fromList);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      width={phone ? '100%' : 620}
      destroyOnHidden
      title={entry ? t('drawer.title', { operation: operationName(entry.operation) }) : t('drawer.title_plain')}
      data-testid="audit-drawer"
    >
      {isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : missing ? (
        <Empty description={t('drawer.missing')} />
      ) : isLoading || !entry ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <EntryDetails entry={entry} phone={phone} onFilter={onFilter} />
      )}
    </Drawer>
  );
}

/** A value with a button that lists the rows sharing it (this user's, this customer's...), the drawer closed. */
function Filterable({ children, change, onFilter }: { children: ReactNode; change: Partial<AuditListState> | null; onFilter: Filter }) {
  const { t } = useTranslation('audit');
  if (!change) return <>{children}</>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
      <span>{children}</span>
      <Tooltip title={t('drawer.filter_same')}>
        <Button
          type="text"
          size="small"
          icon={<FilterOutlined />}
          aria-label={t('drawer.filter_same')}
          data-testid="audit-filter-same"
          onClick={() => onFilter({ ...change, entry: null })}
        />
      </Tooltip>
    </span>
  );
}

function EntryDetails({ entry, phone, onFilter }: { entry: AuditRow; phone: boolean; onFilter: Filter }) {
  const { t } = useTranslation('audit');
  const { token } = theme.useToken();
  const time = useAuditTime();
  const input = prettyInput(entry.input);
  return (
    <>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: phone ? 104 : 150 } }} data-testid="audit-details">
        <Descriptions.Item label={t('columns.at')}>
          {time(entry.at)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {entry.at}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.actor')}>
          <Filterable change={entry.actorUsername ? { actor: entry.actorUsername } : null} onFilter={onFilter}>
            <Actor row={entry} />
            {entry.actorUserId !== null && (
              <Typography.Text type="secondary"> · {t('drawer.user_id', { id: entry.actorUserId })}</Typography.Text>
            )}
          </Filterable>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.customer')}>
          <Filterable change={entry.customer ? { customer: entry.customer.code ?? String(entry.customer.id) } : null} onFilter={onFilter}>
            <Customer row={entry} block />
          </Filterable>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.host')}>{entry.host}</Descriptions.Item>
        <Descriptions.Item label={t('columns.operation')}>
          <Filterable change={{ operation: entry.operation }} onFilter={onFilter}>
            <Operation operation={entry.operation} />{' '}
            <Typography.Text type="secondary" code>
              {entry.operation}
            </Typography.Text>
          </Filterable>
        </Descriptions.Item>
        <Descriptions.Item label={t('drawer.target_type')}>
          {entry.targetType ?? <Typography.Text type="secondary">-</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('drawer.target_ids')}>
          <Filterable
            change={entry.targetIds.length === 1 ? { target: entry.targetType ?? '', targetId: entry.targetIds[0] } : null}
            onFilter={onFilter}
          >
            {entry.targetIds.length ? (
              entry.targetIds.map((id) => (
                <Tag key={id} style={{ marginBottom: 2 }}>
                  {id}
                </Tag>
              ))
            ) : (
              <Typography.Text type="secondary">-</Typography.Text>
            )}
          </Filterable>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.result')}>
          <ResultTag result={entry.result} withMeaning />
        </Descriptions.Item>
        <Descriptions.Item label={t('drawer.id')}>{entry.id}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('drawer.input')}
        <Typography.Text copyable={{ text: input, tooltips: [t('drawer.copy'), t('drawer.copied')] }} style={{ marginInlineStart: 8 }} />
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('drawer.redacted')}
      </Typography.Paragraph>
      <pre
        data-testid="audit-input"
        style={{
          margin: 0,
          padding: 12,
          maxHeight: phone ? undefined : 420,
          overflow: 'auto',
          fontSize: 12,
          lineHeight: 1.5,
          background: token.colorFillAlter,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {input}
      </pre>
    </>
  );
}
