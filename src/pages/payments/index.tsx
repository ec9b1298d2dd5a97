import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useReadOnly } from '../../shell/use-read-only.ts';
import { PayForm } from './pay-form.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** The invoice ids of ?invoices=1,2,3 (the open-invoice page's pay-now link); anything else is left out. */
export const invoiceIdsOf = (value: string | null) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((v) => Number(v.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

/**
 * Paying open invoices (spec 2 §2 /payment/invoice): the form for the invoices chosen on the open-invoice page,
 * then, with ?request=<externalId>, the payment's instructions and live status (a reload shows it again).
 */
export default function PaymentInvoicePage() {
  const { t } = useTranslation('payments');
  const { locale } = useParams();
  const [params, setParams] = useSearchParams();
  const phone = !useScreens().md;
  const externalId = params.get('request');
  const ids = invoiceIdsOf(params.get('invoices'));
  // Checkout sends the dealer here to pay what blocks their credit; the status then leads back there.
  const fromCheckout = params.get('from') === 'checkout';
  const title = t(externalId ? 'status.title' : 'title');
  const readOnly = useReadOnly();
  const queryClient = useQueryClient();

  let body;
  if (externalId) body = <PaymentStatus externalId={externalId} phone={phone} fromCheckout={fromCheckout} />;
  else if (!ids.length) {
    body = (
      <Card data-testid="payment-nothing-chosen">
        <Result
          status="info"
          title={t('empty.title')}
          subTitle={t('empty.text')}
          extra={
            <ButtonLink to={`/${locale}/invoice/open-invoice`} type="primary">
              {t('empty.action')}
            </ButtonLink>
          }
        />
      </Card>
    );
  } else if (readOnly) {
    // Support staff read the dealer's invoices; paying them is not theirs to do (the API refuses it too).
    body = (
      <Card data-testid="payment-read-only">
        <Result
          status="info"
          title={t('errors.read_only')}
          extra={<ButtonLink to={`/${locale}/invoice/open-invoice`}>{t('empty.action')}</ButtonLink>}
        />
      </Card>
    );
  } else {
    // Replace: going back from the status leads to the open invoices, not to a form for invoices now pending.
    // The chosen invoices are now in a payment: whatever was read of them (open invoices, credit, home) is read again.
    body = (
      <PayForm
        ids={ids}
        phone={phone}
        onCreated={(r) => {
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'paymentPage' });
          setParams({ request: r.externalId, ...(fromCheckout && { from: 'checkout' }) }, { replace: true });
        }}
      />
    );
  }
  return (
    <Flex vertical gap={phone ? 12 : 16} style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }} data-testid="payment-page">
      <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {body}
    </Flex>
  );
}
