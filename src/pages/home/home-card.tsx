import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface HomeCardProps {
  testId: string;
  icon: ReactNode;
  title: string;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown instead of the children when there is nothing to do. */
  empty?: string | false;
  extra?: ReactNode;
  children?: ReactNode;
}

/** One card of the home page with its loading, empty and error look, so every card behaves the same. */
export function HomeCard({ testId, icon, title, loading, error, onRetry, empty, extra, children }: HomeCardProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  let body: ReactNode = children;
  // A card that failed says so in its place and retries alone; the other cards stay.
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('something_wrong')}
        data-testid={`${testId}-error`}
        action={
          onRetry && (
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
      />
    );
  } else if (loading) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (empty)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<span data-testid={`${testId}-empty`}>{empty}</span>}
        style={{ margin: 0 }}
      />
    );
  return (
    <Card
      data-testid={testId}
      style={{ height: '100%' }}
      extra={!loading && !error ? extra : null}
      title={
        <Flex gap={8} align="center">
          <span aria-hidden style={{ color: token.colorPrimary, display: 'flex' }}>
            {icon}
          </span>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {title}
          </Typography.Text>
        </Flex>
      }
    >
      {body}
    </Card>
  );
}
