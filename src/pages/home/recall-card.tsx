import { AlertOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RECALL_SUMMARY } from '../../graphql/frames.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';

/**
 * The dealer's open recalls at a glance: how many of their bikes in stock and already sold an open recall touches,
 * each leading to the frame list filtered on it. Only for who files claims or inspects bikes, acting for a customer.
 */
export function RecallCard() {
  const { t } = useTranslation('frames');
  const { token } = theme.useToken();
  const { locale } = useParams();
  const { user } = usePortalUser();
  const shown = !!user?.customerData && !!user.scopes.some((s) => s === 'page.claim' || s === 'page.pdi');
  const query = usePortalQuery(['recall-summary', user?.customerData?.displayCode], RECALL_SUMMARY, {}, { enabled: shown });
  if (!shown || query.isError) return null;
  const summary = query.data?.recallSummary;
  const list = (state?: string) => `/${locale}/frame?recall=open${state ? `&state=${state}` : ''}`;
  const touched = summary ? summary.inStock + summary.sold : 0;

  return (
    <Card
      data-testid="recall-card"
      title={
        <Flex gap={8} align="center">
          <AlertOutlined aria-hidden style={{ color: token.colorWarning }} />
          {t('home.title')}
        </Flex>
      }
    >
      {!summary ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{touched ? t('home.hint') : t('home.none')}</Typography.Text>
          <Row gutter={[16, 8]}>
            {(['inStock', 'sold'] as const).map((key) => (
              <Col key={key} xs={12}>
                <Link
                  to={list(key === 'inStock' ? 'stock' : 'sold')}
                  data-testid={`recall-card-${key}`}
                  style={{ display: 'block', color: 'inherit' }}
                >
                  <Statistic
                    title={t(`home.${key}`)}
                    value={summary[key]}
                    valueStyle={{ color: summary[key] ? token.colorWarningText : token.colorTextSecondary }}
                  />
                </Link>
              </Col>
            ))}
          </Row>
          <Link to={list()} data-testid="recall-card-link">
            {t('home.show_all')} <RightOutlined aria-hidden style={{ fontSize: 10 }} />
          </Link>
        </Flex>
      )}
    </Card>
  );
}
