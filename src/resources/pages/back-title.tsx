import { ArrowLeftOutlined } from '@ant-design/icons';
import { useBack } from '@refinedev/core';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A record page's title with a real back button before it. Refine's own back icon sits inside a `div role="button"`
 * that the keyboard cannot reach and that nests one interactive element in another; the pages pass `goBack={false}`.
 */
export function BackTitle({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  const back = useBack();
  return (
    <Flex align="center" gap={8}>
      <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('navbar.back')} onClick={() => back()} data-testid="back-button" />
      <span>{title}</span>
    </Flex>
  );
}
