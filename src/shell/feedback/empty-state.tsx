import { FileSearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** noData: nothing exists yet; searchNoResult: the search or filters match nothing; custom: the caller's texts. */
  type: 'noData' | 'searchNoResult' | 'custom';
  title?: string;
  description?: string;
  /** A next step, e.g. a "clear filters" or "create" button. */
  action?: ReactNode;
}

const keys = {
  noData: { title: 'empty.no_data_title', description: 'empty.no_data' },
  searchNoResult: { title: 'empty.search_title', description: 'empty.search' },
  custom: { title: 'empty.no_data_title', description: null },
} as const;

/** The empty look of every list and panel (spec 1 §2.10): a picture, what is empty, and what to do next. */
export function EmptyState({ type, title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('errors');
  const { token } = theme.useToken();
  const texts = keys[type];
  const shownDescription = description ?? (texts.description ? t(texts.description) : undefined);
  const image =
    type === 'searchNoResult' ? (
      <FileSearchOutlined aria-hidden style={{ fontSize: 56, color: token.colorTextQuaternary }} />
    ) : (
      Empty.PRESENTED_IMAGE_SIMPLE
    );

  return (
    <Empty
      image={image}
      styles={{ image: { height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      style={{ padding: '24px 16px' }}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>{title ?? t(texts.title)}</Typography.Text>
          {shownDescription && (
            <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
              {shownDescription}
            </Typography.Text>
          )}
        </Flex>
      }
    >
      {action}
    </Empty>
  );
}
