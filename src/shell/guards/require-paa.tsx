import { AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { ButtonLink } from '../button-link.tsx';

/**
 * The disabled-PAA guard (spec 1 §6, 2 §6): where the market sells no parts and accessories, their pages say so in
 * place, with the way to the bikes. The server answers no PAA article there either (M002 on a detail page).
 */
export function RequirePaa({ children }: { children: ReactNode }) {
  const { paaDisabled } = useHostConfig();
  const { t } = useTranslation('errors');
  const { locale } = useParams();
  if (!paaDisabled) return <>{children}</>;
  return (
    <Flex align="center" justify="center" data-testid="paa-disabled">
      <Result
        status="info"
        title={<h1 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>{t('guard.paa_disabled_title')}</h1>}
        subTitle={t('guard.paa_disabled_text')}
        extra={[
          <ButtonLink key="bikes" type="primary" to={`/${locale}/catalog/bike`} icon={<AppstoreOutlined />}>
            {t('guard.paa_disabled_bikes')}
          </ButtonLink>,
          <ButtonLink key="home" to={`/${locale}`} icon={<HomeOutlined />}>
            {t('guard.home')}
          </ButtonLink>,
        ]}
      />
    </Flex>
  );
}
