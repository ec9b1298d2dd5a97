import { Card, Descriptions, type DescriptionsProps, Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { FrameDetail } from '../../graphql/frames.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { useClaimFormat } from '../claims/use-claim-format.ts';
import { customerLabel } from '../../rules/customer-code.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Items = NonNullable<DescriptionsProps['items']>;
const COLUMNS = { xs: 2, sm: 2, md: 2, lg: 2, xl: 2, xxl: 3 };
const present = (items: { key: string; label: string; children: ReactNode }[]): Items =>
  items.filter((i) => i.children != null && i.children !== '');

/** The pages a reader may open from here: only the links their scopes lead somewhere. */
export function useFrameLinks() {
  const { locale } = useParams();
  const scopes = usePortalUser().user?.scopes ?? [];
  const to = (scope: string, path: string) => (scopes.includes(scope) ? `/${locale}${path}` : null);
  return {
    order: (id: number) => to('page.order-status', `/order/${id}`),
    deliveries: (doNo: string) => to('page.order-status', `/order/delivery?tab=shipped&search=${encodeURIComponent(doNo)}`),
    pdi: (id: number) => to('page.pdi', `/pdi/${id}/edit`),
    registration: (id: number) => to('page.customer-sales-report', `/retail-sales/${id}/edit`),
    claim: (id: string) => to('page.claim', `/claim/${id}`),
    fileClaim: () => to('page.claim', '/claim/create/bike'),
    recall: (id: number) => to('recall.cu', `/admin/recalls/${id}/show`),
  };
}

const linked = (href: string | null, text: ReactNode, testId?: string) =>
  href ? (
    <Link to={href} data-testid={testId}>
      {text}
    </Link>
  ) : (
    text
  );

/** Where and when the bike shipped: its delivery order, the day, the customer, the carrier and the order behind it. */
export function ShipmentCard({ frame }: { frame: FrameDetail }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const links = useFrameLinks();
  const s = frame.shipment;
  const doLink = s.orderId ? null : links.deliveries(s.deliveryNo);
  return (
    <Card title={t('shipment.title')} size="small" data-testid="frame-shipment">
      <Descriptions
        size="small"
        layout="vertical"
        colon={false}
        column={COLUMNS}
        items={present([
          { key: 'do', label: t('shipment.delivery_no'), children: linked(doLink, s.deliveryNo, 'frame-delivery-link') },
          { key: 'at', label: t('shipment.shipped_at'), children: date(s.shippedAt) },
          { key: 'to', label: t('shipment.customer'), children: customerLabel(s.custName, s.custCode) },
          {
            key: 'order',
            label: t('shipment.order'),
            children: s.orderId && s.orderNo ? linked(links.order(s.orderId), s.orderNo, 'frame-order-link') : null,
          },
          { key: 'carrier', label: t('shipment.carrier'), children: [s.expeditionName, s.trackingNo].filter(Boolean).join(' · ') || null },
          { key: 'code', label: t('shipment.production_code'), children: frame.productionCode },
        ])}
      />
    </Card>
  );
}

/** The pre-delivery inspection: who checked the bike, when it was finished, how far the checklist is. */
export function PdiCard({ frame }: { frame: FrameDetail }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const links = useFrameLinks();
  const p = frame.pdi;
  return (
    <Card title={t('pdi.title')} size="small" data-testid="frame-pdi" extra={p && linked(links.pdi(p.id), t('pdi.open'), 'frame-pdi-link')}>
      {!p ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pdi.none')} />
      ) : (
        <Descriptions
          size="small"
          layout="vertical"
          colon={false}
          column={COLUMNS}
          items={present([
            { key: 'mechanic', label: t('pdi.mechanic'), children: p.mechanic },
            {
              key: 'done',
              label: t('pdi.completed_at'),
              children: p.completedAt ? date(p.completedAt) : <Tag color="orange">{t('pdi.in_progress')}</Tag>,
            },
            { key: 'items', label: t('pdi.checklist'), children: t('pdi.checked', { checked: p.checked, items: p.items }) },
          ])}
        />
      )}
    </Card>
  );
}

/** The warranty registration: the sale to the consumer, and the day each component's warranty ends. */
export function RegistrationCard({ frame }: { frame: FrameDetail }) {
  const { t } = useTranslation('frames');
  const { date } = useClaimFormat();
  const links = useFrameLinks();
  const r = frame.registration;
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Card
      title={t('registration.title')}
      size="small"
      data-testid="frame-registration"
      extra={r && linked(links.registration(r.id), t('registration.open'), 'frame-registration-link')}
    >
      {!r ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('registration.none')} />
      ) : (
        <>
          <Descriptions
            size="small"
            layout="vertical"
            colon={false}
            column={COLUMNS}
            items={present([
              { key: 'sold', label: t('registration.sold_date'), children: date(r.soldDate) },
              { key: 'consumer', label: t('registration.consumer'), children: r.nonRetail ? t('registration.non_retail') : r.consumerName },
              {
                key: 'status',
                label: t('registration.status'),
                children: t(`registration.statuses.${r.status}`, { defaultValue: r.status }),
              },
            ])}
          />
          <ResponsiveTable
            size="small"
            pagination={false}
            rowKey="component"
            dataSource={r.warranties}
            data-testid="frame-warranties"
            locale={{ emptyText: t('registration.no_terms') }}
            columns={[
              {
                key: 'component',
                title: t('registration.component'),
                render: (_, w) => t(`registration.components.${w.component}`, { defaultValue: w.component }),
              },
              { key: 'months', title: t('registration.months'), render: (_, w) => t('registration.months_value', { count: w.months }) },
              {
                key: 'ends',
                title: t('registration.ends_on'),
                render: (_, w) => (
                  <Typography.Text type={w.endsOn < today ? 'secondary' : undefined}>
                    {date(w.endsOn)} {w.endsOn < today && <Tag style={{ marginInlineStart: 4 }}>{t('registration.expired')}</Tag>}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
