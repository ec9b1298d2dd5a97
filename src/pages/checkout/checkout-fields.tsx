import { Card, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CheckoutOptions } from '../../graphql/checkout.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { useFieldRules } from '../profile/use-field-rules.ts';
import { PaymentField } from './payment-field.tsx';
import type { PadDebit } from '../../rules/pad-debit.ts';
import { ShipmentField } from './shipment-field.tsx';
import { ShipToField } from './ship-to-field.tsx';

/** Spec 2 §5 / §9. */
export const PO_NUMBER_MAX = 35;
export const NOTES_MAX = 100;

export interface CheckoutValues {
  shipTo?: string;
  shipment?: string;
  payment?: string;
  requestDeliveryDate?: Dayjs | null;
  poNumber?: string;
  notes?: string;
  /** Only while a pre-authorized debit is chosen. */
  padDebit?: PadDebit;
}

/** The checkout choices: where, how it ships (with what the freight benefits say), how it is paid, and the optional order details. */
/** What the form starts with: the default ship-to, and the shipment and payment when the market offers only one. */
export function checkoutDefaults(options: CheckoutOptions): Partial<CheckoutValues> {
  const defaultShipTo = options.shipTos.find((s) => s.isDefault) ?? options.shipTos[0];
  const only = <T extends { code: string }>(list: T[]) => (list.length === 1 ? list[0].code : undefined);
  return { shipTo: defaultShipTo?.code, shipment: only(options.customerShipmentRates), payment: only(options.paymentMethods) };
}

export function CheckoutFields({ options, shipmentNote }: { options: CheckoutOptions; shipmentNote?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const { dateFormat } = useHostConfig();
  const fieldRule = useFieldRules();
  const required = fieldRule('required');
  return (
    <>
      <Card title={t('section.delivery')} size="small" styles={{ body: { padding: 16 } }}>
        <ShipToField shipTos={options.shipTos} rule={required} />
        <ShipmentField rates={options.customerShipmentRates} rule={required} />
        {shipmentNote}
      </Card>
      <Card title={t('section.payment')} size="small" styles={{ body: { padding: 16 } }}>
        <PaymentField methods={options.paymentMethods} rule={required} />
      </Card>
      <Card title={t('section.details')} size="small" styles={{ body: { padding: 16 } }}>
        <Form.Item name="requestDeliveryDate" label={t('date.label')} extra={t('date.hint')}>
          {/* The ERP plans from the date on; a day already gone cannot be asked for (the API refuses it too). */}
          <DatePicker
            format={dateFormat}
            style={{ width: '100%', maxWidth: 260 }}
            data-testid="checkout-date"
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            placeholder={t('date.placeholder')}
          />
        </Form.Item>
        <Form.Item
          name="poNumber"
          label={t('po_number.label')}
          rules={[{ max: PO_NUMBER_MAX, message: t('forms:max_length') }, fieldRule('text')]}
        >
          <Input showCount maxLength={PO_NUMBER_MAX} placeholder={t('po_number.placeholder')} data-testid="checkout-po-number" />
        </Form.Item>
        <Form.Item
          name="notes"
          label={t('notes.label')}
          rules={[{ max: NOTES_MAX, message: t('forms:max_length') }, fieldRule('multilineText')]}
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea
            showCount
            maxLength={NOTES_MAX}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('notes.placeholder')}
            data-testid="checkout-notes"
          />
        </Form.Item>
      </Card>
    </>
  );
}
