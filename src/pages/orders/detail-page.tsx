import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { DetailConfirmations } from './detail-confirmations.tsx';
import { DetailDeliveries, DetailInvoices } from './detail-documents.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailLines } from './detail-lines.tsx';
import { DetailShipping } from './detail-shipping.tsx';
import { useOrderDetail } from './use-order-detail.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** One order (spec 2 §3): numbers and statuses, lines, supply confirmations, shipment and payment, deliveries, invoices. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { locale, id } = useParams();
  const phone = !useScreens().md;
  // Back to the list as it was left: its page and filters came along in the link's state.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useOrderDetail(orderId, valid);
  const order = query.data?.order;
  const back = (
    <ButtonLink to={`/${locale}/order${listSearch}`} icon={<ArrowLeftOutlined />}>
      {t('detail.back')}
    </ButtonLink>
  );

  const code = query.error?.code;
  // Another customer's order and a missing one look the same to the dealer: nothing to show here.
  if (!valid || code === 'N001' || code === 'U002') {
    return (
      <Card data-testid="order-not-found">
        <Result status="404" title={t('detail.not_found')} subTitle={t('detail.not_found_text')} extra={back} />
      </Card>
    );
  }
  if (query.isError) return <LoadError error={query.error} titleKey="orders:load_failed" onRetry={() => void query.refetch()} />;
  if (!order) {
    return (
      <Flex vertical gap={16}>
        {[4, 3, 2].map((rows) => (
          <Card key={rows}>
            <Skeleton active paragraph={{ rows }} />
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="order-detail" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && <div>{back}</div>}
      <DetailHeader order={order} phone={phone} />
      <DetailLines order={order} phone={phone} />
      <DetailConfirmations order={order} phone={phone} />
      <DetailShipping order={order} />
      <DetailDeliveries order={order} phone={phone} />
      <DetailInvoices order={order} phone={phone} />
    </Flex>
  );
}
