import { RightOutlined, ShoppingOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { FORM_COLUMN, FormHeading } from './form-states.tsx';

/** /claim/create: which kind of claim to file; PAA claims only where the market takes them (claimAllowPAA). */
export default function CreateClaimPage() {
  const { t } = useTranslation('claim-form');
  const { locale } = useParams();
  const { claimAllowPAA, paaDisabled } = useHostConfig();
  return (
    <Flex vertical gap={16} style={FORM_COLUMN} data-testid="claim-kind-chooser">
      <FormHeading title={t('choose.title')} subtitle={t('choose.intro')} back={`/${locale}/claim`} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <KindCard
            to={`/${locale}/claim/create/bike`}
            icon={<ToolOutlined />}
            title={t('choose.bike')}
            text={t('choose.bike_text')}
            testId="choose-bike"
          />
        </Col>
        {claimAllowPAA && !paaDisabled && (
          <Col xs={24} md={12}>
            <KindCard
              to={`/${locale}/claim/create/paa`}
              icon={<ShoppingOutlined />}
              title={t('choose.paa')}
              text={t('choose.paa_text')}
              testId="choose-paa"
            />
          </Col>
        )}
      </Row>
    </Flex>
  );
}

/** One large card that is one link: the whole card is the touch target on a phone. */
function KindCard({ to, icon, title, text, testId }: { to: string; icon: ReactNode; title: string; text: string; testId: string }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} data-testid={testId} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex gap={16} align="center">
          <span aria-hidden style={{ fontSize: 36, color: token.colorPrimary }}>
            {icon}
          </span>
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{text}</Typography.Text>
          </Flex>
          <RightOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
        </Flex>
      </Card>
    </Link>
  );
}
