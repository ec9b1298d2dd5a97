import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whole-page wait: the host config, a lazy page chunk, the session check. */
export function PageLoading({ fullPage = true }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullPage ? '100vh' : 240 }} role="status">
      <Spin size="large" tip={t('loading')}>
        <div style={{ width: 96, height: 64 }} />
      </Spin>
    </Flex>
  );
}
