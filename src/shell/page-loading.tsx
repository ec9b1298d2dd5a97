import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Whole-page wait: the host config, a lazy page chunk, the session check. Inside the shell it is a screen tall too, so
 * the footer stays below the fold until the page is there: drawn under a short spinner, the page would push it away.
 */
export function PageLoading({ fullPage = true }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex
      align={fullPage ? 'center' : 'flex-start'}
      justify="center"
      style={{ minHeight: '100vh', paddingTop: fullPage ? 0 : 96 }}
      role="status"
    >
      <Spin size="large" tip={t('loading')}>
        <div style={{ width: 96, height: 64 }} />
      </Spin>
    </Flex>
  );
}
