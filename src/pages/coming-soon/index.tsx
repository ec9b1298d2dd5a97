import { HomeOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { WorkshopIllustration } from './illustration.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * A route of the portal whose page is not built yet: it stays inside the shell with its own title, says so
 * plainly and leads home, instead of failing.
 */
export default function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  const { locale } = useParams();
  const phone = !useScreens().sm;
  return (
    <Card data-testid="coming-soon" styles={{ body: { padding: phone ? '32px 16px' : '48px 32px' } }}>
      <Flex vertical align="center" gap={16} style={{ textAlign: 'center', maxWidth: 520, margin: '0 auto' }}>
        <WorkshopIllustration width={phone ? 200 : 260} />
        <Tag color="blue" bordered={false} style={{ marginInlineEnd: 0 }}>
          {t('coming_soon.badge')}
        </Tag>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(`route.${title}`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 15 }}>
          {t('coming_soon.text')}
        </Typography.Paragraph>
        <ButtonLink to={`/${locale}`} type="primary" size="large" icon={<HomeOutlined />}>
          {t('coming_soon.home')}
        </ButtonLink>
      </Flex>
    </Card>
  );
}
