import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CITIES } from '../../graphql/retail-sales.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { PHONE_MAX_DIGITS } from '../../rules/forms.ts';
import { CONSUMER_RULES, REGISTRATION_TEXT_MAX } from '../../rules/registration.ts';
import { useFieldRules } from '../profile/use-field-rules.ts';
import { ConsumerAccountPanel } from './consumer-account.tsx';

// Spaces and dashes are how people write numbers; the shared phone rule wants digits only.
const digitsOnly = (v: string | undefined) => (v ?? '').replace(/[\s-]/g, '');
const half = { xs: 24, md: 12 };

/** The cities of the active customer's country, searched as the dealer types. */
function CitySelect({ id, value, onChange }: { id?: string; value?: number | null; onChange?: (v: number | null) => void }) {
  const { t } = useTranslation('retail-sales');
  const cities = usePortalQuery(['cities'], CITIES, {}, { staleTime: 60 * 60_000 });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      loading={cities.isLoading}
      placeholder={t('form.fields.city_placeholder')}
      optionFilterProp="label"
      data-testid="consumer-city"
      options={(cities.data?.cities ?? []).map((c) => ({ value: c.id, label: c.description }))}
    />
  );
}

/** The consumer who bought the bike: checked with the shared form rules, as the API checks them again. */
export function ConsumerFields({ brand }: { brand: string }) {
  const { t } = useTranslation('retail-sales');
  const rule = useFieldRules();
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name={['customer', 'name']} label={t('form.fields.name')} validateFirst rules={[rule(...CONSUMER_RULES.name)]}>
          <Input autoComplete="off" maxLength={REGISTRATION_TEXT_MAX.name} data-testid="consumer-name" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={['customer', 'phone']}
          label={t('form.fields.phone')}
          validateFirst
          rules={[rule(...CONSUMER_RULES.phone)]}
          normalize={digitsOnly}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={PHONE_MAX_DIGITS} data-testid="consumer-phone" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['customer', 'email']} label={t('form.fields.email')} rules={[rule(...CONSUMER_RULES.email)]}>
          <Input
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            maxLength={REGISTRATION_TEXT_MAX.email}
            data-testid="consumer-email"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['customer', 'cityId']} label={t('form.fields.city')} rules={[rule(...CONSUMER_RULES.cityId)]}>
          <CitySelect />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={['customer', 'address']} label={t('form.fields.address')} validateFirst rules={[rule(...CONSUMER_RULES.address)]}>
          <Input.TextArea rows={2} autoComplete="off" maxLength={REGISTRATION_TEXT_MAX.address} data-testid="consumer-address" />
        </Form.Item>
      </Col>
      <Col span={24} style={{ marginBottom: 12 }}>
        <ConsumerAccountPanel brand={brand} />
      </Col>
      <Col span={24}>
        <Form.Item name="useAccountData" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="use-account-data">{t('form.fields.use_account_data')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
