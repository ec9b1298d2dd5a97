import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditState } from './use-credit.ts';

/** Credit that is not there yet or at all: loading, failed (with a retry) or empty (spec 1 §8). Null when ready. */
export function CreditPlaceholder({ state }: { state: CreditState }) {
  const { t } = useTranslation('customer');
  if (state.status === 'loading') return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (state.status === 'error') {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: '12px 0' }} role="alert">
        <Typography.Text type="danger">{t('credit.failed')}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} onClick={state.retry}>
          {t('retry', { ns: 'common' })}
        </Button>
      </Flex>
    );
  }
  if (state.status === 'empty') {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('credit.empty')} style={{ margin: '8px 0' }} />;
  }
  return null;
}
