import { HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorPageBoundary } from '../error-admin/error-page-boundary.tsx';
import { usePageTitle } from '../error-admin/use-page-title.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** Spec 1 §2.2: 250 px on extra-small screens, otherwise 375. */
const IMAGE_WIDTH = { xs: 250, wider: 375 } as const;

function NotFound() {
  const { t } = useTranslation('errors');
  const { locale } = useParams();
  const navigate = useNavigate();
  // The breakpoint hook answers after the first paint; ask the media query directly so the picture does not jump.
  const sm = useScreens().sm ?? window.matchMedia('(min-width: 576px)').matches;
  const width = sm ? IMAGE_WIDTH.wider : IMAGE_WIDTH.xs;

  usePageTitle(`404 · ${t('not_found.title')}`);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '80vh', padding: 16 }} data-testid="not-found">
      <Result
        icon={
          <img
            src="/images/not-found.svg"
            alt=""
            width={width}
            height={Math.round(width * 0.6)}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        }
        title={<h1 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>{t('not_found.title')}</h1>}
        subTitle={`404 · ${t('not_found.subtitle')}`}
        extra={
          <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate(`/${locale}`)}>
            {t('not_found.back_home')}
          </Button>
        }
      />
    </Flex>
  );
}

/** Any path the portal does not know (spec 1 §8 "Page not found"). */
export default function NotFoundPage() {
  return (
    <ErrorPageBoundary>
      <NotFound />
    </ErrorPageBoundary>
  );
}
