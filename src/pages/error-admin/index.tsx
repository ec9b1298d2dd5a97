import {
  CloseCircleOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LockOutlined,
  SettingOutlined,
  ToolOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Flex, Result, theme } from 'antd';
import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { ErrorPageBoundary } from './error-page-boundary.tsx';
import { errorPageText } from './known-texts.ts';
import { usePageTitle } from './use-page-title.ts';

type Tone = 'error' | 'warning' | 'info';

/** The icons a link may ask for with `pi`; anything else gets the warning sign. */
const icons: Record<string, { Icon: ComponentType<{ style?: CSSProperties }>; tone: Tone }> = {
  warning: { Icon: WarningOutlined, tone: 'warning' },
  error: { Icon: CloseCircleOutlined, tone: 'error' },
  lock: { Icon: LockOutlined, tone: 'error' },
  info: { Icon: InfoCircleOutlined, tone: 'info' },
  database: { Icon: DatabaseOutlined, tone: 'info' },
  settings: { Icon: SettingOutlined, tone: 'info' },
  tool: { Icon: ToolOutlined, tone: 'info' },
  search: { Icon: FileSearchOutlined, tone: 'info' },
};

function ErrorAdmin() {
  const { t } = useTranslation('errors');
  const { token } = theme.useToken();
  const { webTitle } = useHostConfig();
  const { locale } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();

  const pageTitle = errorPageText(query.get('pt'), 'pt');
  const heading = errorPageText(query.get('t'), 't') ?? t('error_admin.default_title');
  const subtitle = errorPageText(query.get('s'), 's') ?? t('error_admin.default_subtitle');
  const { Icon, tone } = icons[query.get('pi') ?? ''] ?? icons.warning;
  const colour = { error: token.colorError, warning: token.colorWarning, info: token.colorPrimary }[tone];

  // pt names the page the user wanted; the tab says so.
  usePageTitle([pageTitle ?? heading, webTitle].filter(Boolean).join(' · '));

  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh', padding: '24px 8px' }}>
      <Result
        icon={<Icon style={{ color: colour, fontSize: 72 }} />}
        title={<h1 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>{heading}</h1>}
        subTitle={<span style={{ display: 'inline-block', maxWidth: 520 }}>{subtitle}</span>}
        extra={
          <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate(`/${locale}`)}>
            {t('error_admin.back_home')}
          </Button>
        }
      />
    </Flex>
  );
}

/** /error/admin (spec 1 §2.2): the page a guard sends a user to when the portal is not set up for them. */
export default function ErrorAdminPage() {
  return (
    <ErrorPageBoundary>
      <ErrorAdmin />
    </ErrorPageBoundary>
  );
}
