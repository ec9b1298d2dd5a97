import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Flex, Popconfirm, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { allChosen, type ClickCollectChoice } from '../../rules/click-collect.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { ArticleRow } from './article-row.tsx';
import {
  CLICK_COLLECT_CHOOSE,
  CLICK_COLLECT_ORDER,
  CLICK_COLLECT_SUBMIT,
  CLICK_COLLECT_UPDATE_STATUS,
} from '../../graphql/click-collect.ts';
import { ShipmentForm } from './shipment-form.tsx';
import { StatusTag } from './status-tag.tsx';
import { useClickCollectAction } from './use-click-collect.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * One click-and-collect order (spec 3 §3, §4, §5): the consumer, each article with its choice 'Order to HQ' or 'Ready to
 * Pickup', submit once every article is chosen (it cannot be undone), then the status moves and the maker's shipments.
 */
export default function ClickCollectDetailPage() {
  const { t } = useTranslation('click-collect');
  const { locale, id } = useParams();
  const orderId = Number(id);
  const phone = !useScreens().md;
  const { modal } = App.useApp();
  const { dateFormat, timeFormat } = useHostConfig();
  const query = usePortalQuery(
    ['click-collect', 'order', orderId],
    CLICK_COLLECT_ORDER,
    { orderId },
    { enabled: Number.isInteger(orderId) },
  );
  const { run, busy } = useClickCollectAction(() => query.refetch());
  const order = query.data?.clickCollectOrder;
  const back = (
    <ButtonLink to={`/${locale}/click-collect`} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
      {t('detail.back')}
    </ButtonLink>
  );

  if (query.isLoading) return <Skeleton active data-testid="cc-loading" />;
  if (!order) {
    return query.error?.statusCode === 404 || !Number.isInteger(orderId) ? (
      <Result status="404" title={t('detail.not_found')} extra={back} />
    ) : (
      <LoadError error={query.error} titleKey="click-collect:detail.load_failed" onRetry={() => void query.refetch()} />
    );
  }
  const when = (iso: string | null) => (iso ? dayjs(iso).format(`${dateFormat} ${timeFormat}`) : '-');
  const choose = (detailId: number, choice: ClickCollectChoice) =>
    run(`choose-${detailId}`, CLICK_COLLECT_CHOOSE, { orderId, choices: [{ detailId, choice }] }, t('actions.choice_saved'));
  const ready = allChosen(order.details.map((d) => ({ choice: d.choice as ClickCollectChoice | null })));
  const toHq = order.details.filter((d) => d.choice === 'order_to_hq').length;
  const submit = () =>
    modal.confirm({
      title: t('submit.confirm_title', { orderNo: order.orderNo }),
      content: toHq ? t('submit.confirm_hq', { count: toHq }) : t('submit.confirm_ready'),
      okText: t('submit.action'),
      cancelText: t('actions.cancel'),
      onOk: () => run('submit', CLICK_COLLECT_SUBMIT, { orderId }, t('submit.done')),
    });
  const move = (status: string) =>
    run(`move-${status}`, CLICK_COLLECT_UPDATE_STATUS, { orderId, status }, t('actions.moved', { status: t(`status.${status}`) }));

  return (
    <Flex vertical gap={16} data-testid="cc-detail" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && back}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="cc-order-no">
            {order.orderNo}
          </Typography.Title>
          <StatusTag status={order.status} />
        </Flex>
        <Flex gap={8} wrap>
          {order.nextStatuses.map((s) => (
            <Popconfirm
              key={s}
              title={t('move.confirm', { status: t(`status.${s}`) })}
              description={s === 'ready_to_pickup' ? t('move.mail_note') : undefined}
              okText={t('move.action')}
              cancelText={t('actions.cancel')}
              onConfirm={() => move(s)}
            >
              <Button size={phone ? 'large' : 'middle'} loading={busy === `move-${s}`} data-testid={`cc-move-${s}`}>
                {t(`move.to.${s}`)}
              </Button>
            </Popconfirm>
          ))}
        </Flex>
      </Flex>
      <Card size="small" title={t('detail.consumer')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'name', label: t('detail.name'), children: order.customer.fullName },
            { key: 'email', label: t('detail.email'), children: <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a> },
            { key: 'phone', label: t('detail.phone'), children: <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a> },
            { key: 'created', label: t('detail.created'), children: when(order.createdAt) },
            { key: 'submitted', label: t('detail.submitted'), children: when(order.submittedAt) },
          ]}
        />
      </Card>
      <Card size="small" title={t('detail.articles')} data-testid="cc-articles">
        <Flex vertical gap={12}>
          {order.mayChoose && <Typography.Text type="secondary">{t('detail.choose_intro')}</Typography.Text>}
          {order.details.map((d) => (
            <ArticleRow
              key={d.id}
              article={d}
              mayChoose={order.mayChoose}
              busy={busy === `choose-${d.id}`}
              onChoose={(c) => void choose(d.id, c)}
            />
          ))}
        </Flex>
      </Card>
      {order.mayChoose && (
        <Flex vertical gap={8} align={phone ? 'stretch' : 'flex-end'}>
          {!ready && <Alert type="info" showIcon message={t('errors.choose_all')} data-testid="cc-choose-all" />}
          <Button type="primary" size="large" icon={<SendOutlined />} onClick={submit} loading={busy === 'submit'} data-testid="cc-submit">
            {t('submit.action')}
          </Button>
        </Flex>
      )}
      {order.mayUpdateShipments && <ShipmentForm order={order} busy={busy === 'ship'} run={run} />}
    </Flex>
  );
}
