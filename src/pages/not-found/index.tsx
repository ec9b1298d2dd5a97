import { HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** Spec 1 §2.2: the 404 picture (250 px wide on phones, else 375), the header and a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { locale } = useParams();
  const screens = Grid.useBreakpoint();
  const width = screens.sm ? 375 : 250;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        icon={<img src="/images/not-found.svg" alt="" width={width} height={Math.round(width * 0.6)} />}
        title="404"
        subTitle={t('not_found.title')}
        extra={
          <Link to={`/${locale}`}>
            <Button type="primary" size="large" icon={<HomeOutlined />}>{t('not_found.back_home')}</Button>
          </Link>
        }
      />
    </Flex>
  );
}
