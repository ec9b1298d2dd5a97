import { Alert, Card, Col, Flex, Form, Result, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isPartialPayment, methodDiscount } from '../../rules/invoice-selection.ts';
import { digitsOf, isImmediate } from '../../rules/payment-information.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { AchFields, CardFields } from './details-fields.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { MethodField } from './method-field.tsx';
import { PartialField, toMinor } from './partial-field.tsx';
import { type Figures, PayBar, PaySummary } from './pay-summary.tsx';
import type { InvoicePaymentMethod, InvoicesToPay, PaymentInformationInput, PaymentRequest } from '../../graphql/payments.ts';
import { NEW_DETAILS, SavedPayments } from './saved-payments.tsx';
import { SelectionNotice } from './selection-notice.tsx';
import { shownRefusal, type ShownRefusal } from './server-errors.ts';
import { type PayDetails, usePay } from './use-pay.ts';
import { usePaymentPage } from './use-payment-data.ts';

export interface PayValues {
  paymentMethodId?: number;
  savedPaymentId?: number | typeof NEW_DETAILS;
  paymentInformation?: PaymentInformationInput;
  partial?: boolean;
  amount?: number | null;
}

/** The amounts as the API will compute them, from the same shared rules. */
function figuresOf(
  selection: InvoicesToPay,
  method: InvoicePaymentMethod | undefined,
  partialOn: boolean,
  amount: number | null | undefined,
): Figures {
  const typed = toMinor(amount, selection.precision);
  const settled = partialOn && Number.isFinite(typed) ? typed : selection.total;
  const partial = partialOn && isPartialPayment(settled, selection.total);
  const discount = methodDiscount(settled, method?.discountRate, partial);
  return { settled, discount, charged: settled - discount, precision: selection.precision, partial };
}

/** Only the details the method needs, the card number as digits; nothing else of the form goes out. */
function detailsOf(values: PayValues, selection: InvoicesToPay, method: InvoicePaymentMethod, partialOn: boolean): PayDetails {
  const info = values.paymentInformation ?? {};
  const base: PayDetails = {
    invoiceIds: selection.invoices.map((i) => i.id),
    amount: partialOn ? toMinor(values.amount, selection.precision) : selection.total,
    currency: selection.currency,
    payerCode: selection.payerCode!,
    merchant: selection.companyCode!,
    paymentMethodId: method.id,
    isPartialPayment: partialOn,
  };
  if (!isImmediate(method.kind)) return base;
  if (typeof values.savedPaymentId === 'number') return { ...base, savedPaymentId: values.savedPaymentId };
  const save = { shouldSavePayment: !!info.shouldSavePayment };
  return {
    ...base,
    paymentInformation:
      method.kind === 'card'
        ? {
            creditCardNumber: digitsOf(info.creditCardNumber),
            creditCardType: info.creditCardType,
            expiredMonth: info.expiredMonth,
            expiredYear: info.expiredYear,
            securityCode: info.securityCode,
            ...save,
          }
        : { accountType: info.accountType, routingNumber: info.routingNumber, accountNumber: info.accountNumber, ...save },
  };
}

/** The payment form: chosen invoices, method, saved or new card or account, partial payment, and the amount to pay. */
export function PayForm({ ids, phone, onCreated }: { ids: number[]; phone: boolean; onCreated: (request: PaymentRequest) => void }) {
  const { t, i18n } = useTranslation('payments');
  const { locale } = useParams();
  const query = usePaymentPage(ids);
  const [form] = Form.useForm<PayValues>();
  const { pay, paying } = usePay();
  const [refusal, setRefusal] = useState<ShownRefusal['alert']>(null);
  const methodId = Form.useWatch('paymentMethodId', form);
  const savedId = Form.useWatch('savedPaymentId', form);
  const partialOn = !!Form.useWatch('partial', form);
  const amount = Form.useWatch('amount', form);
  const data = query.data;
  // The server's method kinds are the payment rules' PaymentKinds (transfer, card, ach).
  const methods = (data?.payments ?? []) as InvoicePaymentMethod[];
  const method = methods.find((m) => m.id === methodId);
  const saved = data?.savedPayments.filter((s) => s.paymentMethodId === methodId) ?? [];

  // A method with saved details starts on the newest of them; new details otherwise.
  useEffect(() => {
    if (method && isImmediate(method.kind)) form.setFieldValue('savedPaymentId', saved[0]?.id ?? NEW_DETAILS);
  }, [methodId]);

  const back = <ButtonLink to={`/${locale}/invoice/open-invoice`}>{t('back')}</ButtonLink>;
  const code = query.error?.code;
  if (code === 'U002' || code === 'N001') {
    return (
      <Card data-testid="payment-not-yours">
        <Result status="403" title={t('not_yours')} subTitle={t('not_yours_text')} extra={back} />
      </Card>
    );
  }
  if (query.isError) return <LoadError error={query.error} titleKey="payments:load_failed" onRetry={() => void query.refetch()} />;
  if (!data)
    return (
      <Flex vertical gap={16}>
        {[3, 4].map((rows) => (
          <Card key={rows}>
            <Skeleton active paragraph={{ rows }} />
          </Card>
        ))}
      </Flex>
    );

  const selection = data.invoicesToPay;
  const partialPossible = selection.partialPaymentPossible;
  const figures = figuresOf(selection, method, partialPossible && partialOn, amount);
  const unavailable = !data.paymentGateway || !methods.length;
  const why = unavailable ? t('errors.not_available') : selection.problem ? t(`problem.${selection.problem}`) : null;
  const immediate = method && isImmediate(method.kind);
  const newDetails = immediate && (savedId === NEW_DETAILS || savedId === undefined);

  const onFinish = async (values: PayValues) => {
    if (!method) return;
    setRefusal(null);
    const outcome = await pay(detailsOf(values, selection, method, partialPossible && !!values.partial));
    if (!outcome) return;
    if (outcome.kind === 'created') {
      form.resetFields(['paymentInformation']);
      onCreated(outcome.result.paymentRequest!);
      return;
    }
    if (outcome.kind === 'unreachable') {
      setRefusal({ title: t('errors.unreachable'), details: [] });
      return;
    }
    const shown = shownRefusal(outcome.result, t, i18n);
    form.setFields(shown.fields);
    setRefusal(shown.alert);
    // Paid or changed underneath: show what holds now.
    if (outcome.result.code === 'C001') void query.refetch();
    if (shown.alert) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const sandboxHint = data.paymentGateway?.sandbox && newDetails && (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="sandbox-hint"
      message={t(method!.kind === 'card' ? 'sandbox.card_hint' : 'sandbox.ach_hint')}
    />
  );
  const fields = (
    <>
      <InvoiceList selection={selection} phone={phone} />
      <Card title={t('method.title')} size={phone ? 'small' : 'default'}>
        <MethodField methods={methods} discountApplies={!figures.partial} />
        {immediate && (
          <div style={{ marginTop: 16 }}>
            {saved.length > 0 && (
              <SavedPayments saved={saved} kind={method.kind as 'card' | 'ach'} onDeleted={() => void query.refetch()} />
            )}
            {sandboxHint}
            {newDetails && (method.kind === 'card' ? <CardFields today={selection.today} /> : <AchFields today={selection.today} />)}
          </div>
        )}
      </Card>
      {partialPossible && (
        <Card title={t('partial.title')} size={phone ? 'small' : 'default'}>
          <PartialField total={selection.total} precision={selection.precision} />
        </Card>
      )}
    </>
  );
  const notices = (
    <>
      <SelectionNotice selection={selection} />
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          role="alert"
          data-testid="payment-error"
          message={refusal.title}
          description={
            refusal.details.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {refusal.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )
          }
        />
      )}
    </>
  );
  const submit = { figures, paying, disabled: !!why, why };

  return (
    <Form<PayValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      scrollToFirstError
      disabled={paying}
      initialValues={{ paymentMethodId: methods[0]?.id, partial: false }}
      data-testid="payment-form"
    >
      {phone ? (
        <Flex vertical gap={12}>
          {notices}
          {fields}
          <PayBar {...submit} />
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          {notices}
          <Row gutter={[24, 24]} align="top">
            <Col xs={24} lg={15}>
              <Flex vertical gap={16}>
                {fields}
              </Flex>
            </Col>
            <Col xs={24} lg={9}>
              <div style={{ position: 'sticky', top: 74 }}>
                <PaySummary {...submit} />
              </div>
            </Col>
          </Row>
        </Flex>
      )}
    </Form>
  );
}
