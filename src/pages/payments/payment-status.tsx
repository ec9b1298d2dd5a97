import { ArrowLeftOutlined, ExperimentOutlined, LoadingOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Popconfirm, Result, type ResultProps, Skeleton, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch } from '../../providers/api-fetch.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { useReadOnly } from '../../shell/use-read-only.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { useOrderDates } from '../orders/use-order-format.ts';
import { type PaymentRequest, VOID_PAYMENT } from '../../graphql/payments.ts';
import { usePaymentRequest } from './use-payment-data.ts';
import { VirtualAccount } from './virtual-account.tsx';

/** The result per settled status (paymentStatus.id); pending shows the live status instead. */
const outcome: Record<string, ResultProps['status']> = { paid: 'success', failed: 'error', expired: 'warning', voided: 'info' };

/** The sandbox's pretend bank pays the virtual account now: a test action, shown only with the sandbox gateway. */
function SimulatePayment({ request, onDone }: { request: PaymentRequest; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const simulate = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/payments/sandbox/pay/${encodeURIComponent(request.virtualAccountNo!)}`, { method: 'POST' });
    } catch {
      void message.error(t('sandbox.failed'));
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Flex vertical gap={4} align="start">
      <Button icon={<ExperimentOutlined />} onClick={simulate} loading={busy} data-testid="sandbox-pay">
        {t('sandbox.pay')}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('sandbox.hint')}
      </Typography.Text>
    </Flex>
  );
}

function CancelPayment({ request, onDone }: { request: PaymentRequest; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const mutation = usePortalMutation(VOID_PAYMENT);
  const cancel = async () => {
    try {
      const { data } = await mutation.send({ externalId: request.externalId });
      if (!data?.voidPaymentRequest.message.status) throw new Error('refused');
    } catch {
      void message.error(t('status.cancel_failed'));
    }
    onDone();
  };
  return (
    <Popconfirm title={t('status.cancel_confirm')} okText={t('status.cancel')} cancelText={t('status.keep')} onConfirm={cancel}>
      <Button danger icon={<StopOutlined />} loading={mutation.sending} data-testid="payment-cancel">
        {t('status.cancel')}
      </Button>
    </Popconfirm>
  );
}

/** What the request settles: its number, method, amounts and invoices. */
function RequestDetails({ request }: { request: PaymentRequest }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const { dateTime } = useOrderDates();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'no', label: t('status.number'), children: <Typography.Text copyable>{request.externalId}</Typography.Text> },
        { key: 'method', label: t('status.method'), children: request.method.description },
        { key: 'amount', label: t('status.amount'), children: money(request.amount, request.precision) },
        ...(request.discount > 0
          ? [{ key: 'discount', label: t('summary.discount'), children: money(request.discount, request.precision) }]
          : []),
        { key: 'created', label: t('status.created'), children: dateTime(request.createdAt) },
        ...(request.settledAt ? [{ key: 'settled', label: t('status.settled'), children: dateTime(request.settledAt) }] : []),
        {
          key: 'invoices',
          label: t('status.invoices'),
          span: 'filled',
          children: (
            <Flex gap={6} wrap>
              {request.invoices.map((i) => (
                <Tag key={i.invoiceNo}>
                  {i.invoiceNo} · {money(i.amount, request.precision)}
                </Tag>
              ))}
            </Flex>
          ),
        },
      ]}
    />
  );
}

/**
 * Once a payment settles, whatever was read before it (credit, open invoices, the checkout's block) is stale:
 * everything cached is read again, so going back shows the dealer's new standing.
 */
function useSettledRefresh(status: string | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current === 'pending' && status && status !== 'pending') void queryClient.invalidateQueries();
    seen.current = status;
  }, [status, queryClient]);
}

/**
 * After paying: the instructions (the virtual account with its countdown for a transfer) and the live status,
 * asked every few seconds until the payment is paid, failed, expired or cancelled.
 */
export function PaymentStatus({ externalId, phone, fromCheckout = false }: { externalId: string; phone: boolean; fromCheckout?: boolean }) {
  const { t } = useTranslation('payments');
  const { locale } = useParams();
  const money = useMoney();
  const query = usePaymentRequest(externalId);
  const refetch = useCallback(() => void query.refetch(), [query]);
  const current = query.data?.paymentRequest.paymentStatus.id;
  useSettledRefresh(current);
  const readOnly = useReadOnly();
  const back = (
    <ButtonLink
      to={`/${locale}/${fromCheckout ? 'cart/checkout' : 'invoice/open-invoice'}`}
      icon={<ArrowLeftOutlined />}
      type={fromCheckout && current === 'paid' ? 'primary' : 'default'}
      data-testid="payment-back"
    >
      {t(fromCheckout ? 'back_checkout' : 'back')}
    </ButtonLink>
  );
  const code = query.error?.code;
  if (code === 'N001' || code === 'U002') {
    return (
      <Card data-testid="payment-not-found">
        <Result status="404" title={t('status.not_found')} extra={back} />
      </Card>
    );
  }
  if (query.isError) return <LoadError error={query.error} titleKey="payments:status.load_failed" onRetry={refetch} />;
  if (!query.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const { paymentRequest: request, paymentGateway } = query.data;
  const status = request.paymentStatus.id;
  const amount = money(request.amount, request.precision);
  const pending = status === 'pending';
  return (
    <Card data-testid="payment-status" data-status={status}>
      <Flex vertical gap={16}>
        {pending ? (
          <Flex vertical gap={6}>
            <Flex gap={8} align="center" wrap>
              <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }}>
                {t(request.kind === 'transfer' ? 'status.transfer_title' : 'status.charging_title', { amount })}
              </Typography.Title>
              {paymentGateway?.sandbox && <Tag color="purple">{t('sandbox.tag')}</Tag>}
            </Flex>
            <Typography.Text type="secondary" data-testid="payment-live-status">
              <LoadingOutlined style={{ marginInlineEnd: 6 }} />
              {t(
                request.waitingForBank
                  ? 'status.waiting_bank'
                  : request.kind === 'transfer'
                    ? 'status.waiting_transfer'
                    : 'status.waiting_charge',
              )}
            </Typography.Text>
          </Flex>
        ) : (
          <div data-testid="payment-outcome">
            <Result
              status={outcome[status]}
              style={{ padding: phone ? '8px 0' : undefined }}
              title={t(`status.${status}_title`, { amount })}
              subTitle={
                status === 'failed' && request.failureReason
                  ? t(`status.reasons.${request.failureReason}`, { defaultValue: t('status.failed_text') })
                  : t(status === 'paid' && request.partial ? 'status.paid_partial_text' : `status.${status}_text`, {
                      count: request.invoices.length,
                    })
              }
            />
          </div>
        )}
        {pending && request.kind === 'transfer' && <VirtualAccount request={request} onExpired={refetch} />}
        {pending && request.method.instruction && (
          <Typography.Paragraph style={{ margin: 0 }}>{request.method.instruction}</Typography.Paragraph>
        )}
        <RequestDetails request={request} />
        <Flex gap={12} wrap justify="space-between" align="start">
          {back}
          {/* Support staff read a dealer's payment; paying it at the sandbox bank or cancelling it is not theirs to do. */}
          {pending && request.kind === 'transfer' && !readOnly && (
            <Flex gap={12} wrap align="start">
              {paymentGateway?.sandbox && request.virtualAccountNo && <SimulatePayment request={request} onDone={refetch} />}
              <CancelPayment request={request} onDone={refetch} />
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
