import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useClaimFormat } from './use-claim-format.ts';

/**
 * What came with the claimed goods: the delivery orders that brought them, the bike's pre-delivery inspection (the
 * claim's own dealer's) and the bike's attributes (its colour and sizes, then its model's specification).
 */
export function DetailBike({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const { locale } = useParams();
  const { date } = useClaimFormat();
  const bike = claim.productCategory === 'BIKE';
  const pdi = claim.pdi;
  const own = claim.bikeAttributes.filter((a) => a.own);
  const specification = claim.bikeAttributes.filter((a) => !a.own);
  const attributeName = (a: { code: string; name: string; own: boolean }) =>
    a.own ? t(`attributes.${a.code}`, { defaultValue: a.name }) : a.name;

  return (
    <Card size="small" title={t(bike ? 'delivery.title_bike' : 'delivery.title_paa')} data-testid="claim-delivery">
      <Flex vertical gap={16}>
        <div>
          <Typography.Text strong>{t('delivery.orders')}</Typography.Text>
          <List
            size="small"
            dataSource={claim.deliveryOrders}
            locale={{ emptyText: t('delivery.no_orders') }}
            data-testid="claim-delivery-orders"
            renderItem={(d) => (
              <List.Item style={{ paddingInline: 0 }} data-testid="claim-delivery-order">
                <Flex wrap gap={8} justify="space-between" style={{ width: '100%' }}>
                  <Typography.Text code copyable>
                    {d.doNumber}
                  </Typography.Text>
                  <Typography.Text type="secondary">{[date(d.deliveryDate), d.expeditionName].filter(Boolean).join(' · ')}</Typography.Text>
                  {d.trackingNo &&
                    (d.trackingUrl ? (
                      <Typography.Link href={d.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {d.trackingNo}
                      </Typography.Link>
                    ) : (
                      <Typography.Text>{d.trackingNo}</Typography.Text>
                    ))}
                </Flex>
              </List.Item>
            )}
          />
        </div>
        {bike && (
          <div data-testid="claim-pdi">
            <Typography.Text strong>{t('pdi.title')}</Typography.Text>
            {pdi ? (
              <Flex wrap gap={8} align="center" justify="space-between" style={{ marginTop: 4 }}>
                <Space wrap size={8}>
                  {pdi.completedAt ? (
                    <Tag color="green" icon={<CheckCircleOutlined />}>
                      {t('pdi.complete', { date: date(pdi.completedAt) })}
                    </Tag>
                  ) : (
                    <Tag color="orange" icon={<ClockCircleOutlined />}>
                      {t('pdi.open', { checked: pdi.checked, items: pdi.items })}
                    </Tag>
                  )}
                  <Typography.Text data-testid="claim-pdi-mechanic">
                    {t('pdi.by', { mechanic: pdi.mechanic, date: date(pdi.createdAt) })}
                  </Typography.Text>
                </Space>
                {pdi.mayOpen && claim.frameNumber && (
                  <ButtonLink
                    to={`/${locale}/pdi?search=${encodeURIComponent(claim.frameNumber)}`}
                    size="small"
                    data-testid="claim-pdi-link"
                  >
                    {t('pdi.open_link')}
                  </ButtonLink>
                )}
              </Flex>
            ) : (
              <div>
                <Typography.Text type="secondary" data-testid="claim-pdi-none">
                  {t('pdi.none')}
                </Typography.Text>
              </div>
            )}
          </div>
        )}
        {bike && claim.bikeAttributes.length > 0 && (
          <div data-testid="claim-bike-attributes">
            <Typography.Text strong>{t('attributes.title')}</Typography.Text>
            <Descriptions
              size="small"
              layout="vertical"
              colon={false}
              column={{ xs: 2, sm: 3, md: 3, lg: 2, xl: 3, xxl: 3 }}
              style={{ marginTop: 4 }}
              items={[...own, ...specification].map((a) => ({ key: a.code, label: attributeName(a), children: a.value }))}
            />
          </div>
        )}
      </Flex>
    </Card>
  );
}
