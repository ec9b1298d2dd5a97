import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isMenuGroup } from '../../rules/navigation.ts';
import { menuIcons } from '../../shell/layout/menu-icons.tsx';
import { withLocale } from '../../shell/layout/use-current-route.ts';
import { useSideMenu } from '../../shell/layout/use-side-menu.ts';

const MAX_LINKS = 8;

/** The first pages of the user's menu as tiles: where a dealer goes most, one tap from home. */
export function QuickLinks() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { locale = '' } = useParams();
  const links = useSideMenu()
    .flatMap((item) =>
      isMenuGroup(item)
        ? item.entries.map((e) => ({ ...e, icon: menuIcons[e.key] ?? menuIcons[item.key] }))
        : [{ ...item, icon: menuIcons[item.key] }],
    )
    .filter((entry) => entry.path !== '/')
    .slice(0, MAX_LINKS);
  if (!links.length) return null;

  return (
    <Card title={t('home.quick_links')} data-testid="quick-links" styles={{ body: { padding: 12 } }}>
      <Row gutter={[8, 8]}>
        {links.map((entry) => (
          <Col key={entry.path} xs={24} sm={12} lg={6}>
            <Link
              to={withLocale(locale, entry.path)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                padding: '10px 12px',
                minHeight: 48,
                borderRadius: token.borderRadius,
                background: token.colorFillQuaternary,
                color: token.colorText,
              }}
            >
              <span style={{ color: token.colorPrimary, fontSize: 18, display: 'flex' }}>{entry.icon}</span>
              <Typography.Text ellipsis style={{ flex: 1 }}>
                {t(`menu.${entry.key}`)}
              </Typography.Text>
              <RightOutlined style={{ fontSize: 10, color: token.colorTextQuaternary }} />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
