import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HomeCard } from './home-card.tsx';
import { STAFF_HOME } from '../../graphql/home.ts';
import { useHomeQuery } from './use-home.ts';

/** What content admins, admins, support and warranty officers keep, what waits for them first, each a tile to its page. */
export function StaffCard() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const { locale } = useParams();
  const home = useHomeQuery(['staff'], STAFF_HOME, {});
  const items = home.data?.staffHome;
  // Nothing to keep (a dealer): no card at all rather than an empty one.
  if (items && !items.length) return null;
  const sorted = [...(items ?? [])].sort((a, b) => Number(b.pending) - Number(a.pending));
  return (
    <HomeCard
      testId="home-staff"
      icon={<AppstoreOutlined />}
      title={t('staff.title')}
      loading={home.loading}
      error={home.error}
      onRetry={home.retry}
    >
      <Row gutter={[8, 8]}>
        {sorted.map((i) => (
          <Col key={i.key} xs={24} sm={12} lg={6}>
            <Link
              to={`/${locale}${i.path}`}
              data-testid={`home-staff-${i.key}`}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                padding: '10px 12px',
                minHeight: 56,
                borderRadius: token.borderRadius,
                background: i.pending && i.count > 0 ? token.colorWarningBg : token.colorFillQuaternary,
                color: token.colorText,
              }}
            >
              <Flex vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis>{t(`staff.${i.key}`)}</Typography.Text>
                {i.pending && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('staff.waiting')}
                  </Typography.Text>
                )}
              </Flex>
              <Typography.Text strong data-testid="home-staff-count" style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }}>
                {i.count}
              </Typography.Text>
              <RightOutlined aria-hidden style={{ fontSize: 10, color: token.colorTextQuaternary }} />
            </Link>
          </Col>
        ))}
      </Row>
    </HomeCard>
  );
}
