import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { CLAIM_TEXT_MAX } from '../../rules/claims.ts';
import { PHONE_MAX_DIGITS } from '../../rules/forms.ts';
import { useFieldRules } from '../profile/use-field-rules.ts';
import type { ProductCategory } from './form-values.ts';

// Spaces and dashes are how people write numbers; the shared phone rule wants digits only.
const digitsOnly = (v: string | undefined) => (v ?? '').replace(/[\s-]/g, '');
const half = { xs: 24, md: 12 };

/** Who at the dealer answers questions about the claim; prefilled from the signed-in user. */
export function ContactFields() {
  const { t } = useTranslation('claim-form');
  const rule = useFieldRules();
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name="contactPersonName"
          label={t('fields.contact_person_name')}
          validateFirst
          rules={[rule('required', 'notEmpty', 'text')]}
        >
          <Input autoComplete="name" maxLength={CLAIM_TEXT_MAX.name} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="contactPersonPhone"
          label={t('fields.contact_person_phone')}
          validateFirst
          rules={[rule('required', 'phone')]}
          normalize={digitsOnly}
        >
          <Input inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_MAX_DIGITS} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The consumer who owns the product and when they bought it; a bike's owner is named to match its warranty registration. */
export function ConsumerFields({ category }: { category: ProductCategory }) {
  const { t } = useTranslation('claim-form');
  const { dateFormat } = useHostConfig();
  const rule = useFieldRules();
  const future = (d: Dayjs) => d.isAfter(dayjs(), 'day');
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name={['consumer', 'name']}
          label={t('fields.consumer_name')}
          validateFirst
          rules={[category === 'BIKE' ? rule('required', 'notEmpty', 'text') : rule('text')]}
        >
          <Input autoComplete="off" maxLength={CLAIM_TEXT_MAX.name} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="purchaseDate"
          label={t('fields.purchase_date')}
          extra={t('fields.purchase_date_hint')}
          rules={[
            {
              validator: async (_, v: Dayjs | null) => {
                if (v && future(v)) throw new Error(t('claims:errors.purchase_in_future'));
              },
            },
          ]}
        >
          <DatePicker format={dateFormat} disabledDate={future} inputReadOnly style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['consumer', 'phone']} label={t('fields.consumer_phone')} rules={[rule('phone')]} normalize={digitsOnly}>
          <Input inputMode="numeric" autoComplete="off" maxLength={PHONE_MAX_DIGITS} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['consumer', 'email']} label={t('fields.consumer_email')} rules={[rule('email')]}>
          <Input type="email" autoComplete="off" autoCapitalize="none" maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['consumer', 'city']} label={t('fields.consumer_city')} rules={[rule('text')]}>
          <Input autoComplete="off" maxLength={CLAIM_TEXT_MAX.name} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['consumer', 'address']} label={t('fields.consumer_address')}>
          <Input autoComplete="off" maxLength={CLAIM_TEXT_MAX.address} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** What happened, in the dealer's words, and a note for the maker's warranty team. */
export function DescriptionFields() {
  const { t } = useTranslation('claim-form');
  const rule = useFieldRules();
  return (
    <>
      <Form.Item name="description" label={t('fields.description')} validateFirst rules={[rule('required', 'notEmpty')]}>
        <Input.TextArea rows={4} showCount maxLength={CLAIM_TEXT_MAX.description} placeholder={t('fields.description_placeholder')} />
      </Form.Item>
      <Form.Item name="customerNotes" label={t('fields.customer_notes')} extra={t('fields.customer_notes_hint')}>
        <Input.TextArea rows={2} showCount maxLength={CLAIM_TEXT_MAX.customerNotes} />
      </Form.Item>
    </>
  );
}
