import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from './button-link.tsx';

/** react-router numbers the entries of the app's own history: above 0, "back" stays in the portal. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * A page the signed-in user may not open (spec 1 §6): said in place, with a way back, and the session kept. Only a
 * session that is no longer valid signs out.
 */
export function NoAccess() {
  const { t } = useTranslation('errors');
  const { locale } = useParams();
  const navigate = useNavigate();
  const home = (
    <ButtonLink key="home" to={`/${locale}`} type={canGoBack() ? 'default' : 'primary'} icon={<HomeOutlined />}>
      {t('guard.home')}
    </ButtonLink>
  );
  return (
    <Flex align="center" justify="center" data-testid="no-access">
      <Result
        status="403"
        title={t('guard.no_access_title')}
        subTitle={t('guard.no_access_text')}
        extra={
          canGoBack()
            ? [
                <Button key="back" type="primary" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
                  {t('guard.back')}
                </Button>,
                home,
              ]
            : home
        }
      />
    </Flex>
  );
}
