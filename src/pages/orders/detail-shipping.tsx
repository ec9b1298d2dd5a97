import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../graphql/orders.ts';
import { formatAddress } from '../../rules/address.ts';
import { useMoney } from '../catalog/price-tag.tsx';

/** How the order travels (method, freight, ship-to address) and how it is paid. */
export function DetailShipping({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { shipTo } = order.shipment;
  const lines = formatAddress(shipTo, shipTo.countryId);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={14}>
        <Card title={t('detail.shipment')} style={{ height: '100%' }} data-testid="order-shipment">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'method', label: t('detail.shipment_method'), children: order.shipment.description },
              { key: 'freight', label: t('detail.freight'), children: money(order.shipment.amount, order.precision) },
              {
                key: 'shipto',
                label: t('detail.ship_to'),
                children: (
                  <Typography.Text>
                    <strong>{shipTo.name}</strong> ({shipTo.code})
                    {lines.map((l, i) => (
                      <span key={i}>
                        <br />
                        {l}
                      </span>
                    ))}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={10}>
        <Card title={t('detail.payment')} style={{ height: '100%' }} data-testid="order-payment">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'method', label: t('detail.payment_method'), children: order.payment.description },
              { key: 'type', label: t('detail.payment_type'), children: order.payment.type },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
