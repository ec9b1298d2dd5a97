import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_TYPES,
  CARD_TYPES,
  cardTypeOf,
  digitsOf,
  formatCardNumber,
  paymentInformationProblems,
  type PaymentInformation,
} from '../../rules/payment-information.ts';

type Field = keyof PaymentInformation;
const name = (field: Field) => ['paymentInformation', field];

/**
 * One field's rule from the shared checks (src/rules/payment-information.ts), run over all the details, so a card
 * type chosen after the number re-checks the number.
 */
function detailRule(kind: 'card' | 'ach', field: Field, today: string, t: TFunction): Rule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const info = (getFieldValue('paymentInformation') ?? {}) as PaymentInformation;
      const problem = paymentInformationProblems(kind, info, today)[field];
      if (problem) throw new Error(t(`errors.${problem}`));
    },
  });
}

const SaveBox = ({ label }: { label: string }) => (
  <Form.Item name={name('shouldSavePayment' as Field)} valuePropName="checked" style={{ marginBottom: 0 }}>
    <Checkbox data-testid="payment-save">{label}</Checkbox>
  </Form.Item>
);

/** Card details; the number is grouped as it is typed and picks its card type. Nothing of it is kept in the browser. */
export function CardFields({ today }: { today: string }) {
  const { t } = useTranslation('payments');
  const form = Form.useFormInstance();
  const rule = (field: Field) => detailRule('card', field, today, t);
  const year = Number(today.slice(0, 4));
  const rules = {
    number: rule('creditCardNumber'),
    type: rule('creditCardType'),
    month: rule('expiredMonth'),
    yearRule: rule('expiredYear'),
    code: rule('securityCode'),
  };
  return (
    <div data-testid="card-fields">
      <Row gutter={12}>
        <Col xs={24} sm={14}>
          <Form.Item
            name={name('creditCardNumber')}
            label={t('card.number')}
            rules={[rules.number]}
            validateTrigger="onBlur"
            normalize={(v: string) => formatCardNumber(v ?? '')}
          >
            <Input
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              maxLength={23}
              data-testid="card-number"
              onChange={(e) => {
                const type = cardTypeOf(digitsOf(e.target.value));
                if (type) form.setFieldValue(name('creditCardType'), type);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name={name('creditCardType')} label={t('card.type')} rules={[rules.type]} dependencies={[name('creditCardNumber')]}>
            <Select
              data-testid="card-type"
              placeholder={t('card.type_placeholder')}
              options={CARD_TYPES.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name={name('expiredMonth')} label={t('card.month')} rules={[rules.month]}>
            <Select
              data-testid="card-month"
              placeholder="MM"
              options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1).padStart(2, '0') }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name={name('expiredYear')} label={t('card.year')} rules={[rules.yearRule]} dependencies={[name('expiredMonth')]}>
            <Select
              data-testid="card-year"
              placeholder="YYYY"
              options={Array.from({ length: 13 }, (_, i) => ({ value: year + i, label: String(year + i) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name={name('securityCode')}
            label={t('card.security_code')}
            rules={[rules.code]}
            dependencies={[name('creditCardType')]}
            validateTrigger="onBlur"
            normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 4)}
          >
            <Input.Password
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              visibilityToggle={false}
              data-testid="card-security-code"
            />
          </Form.Item>
        </Col>
      </Row>
      <SaveBox label={t('card.save')} />
    </div>
  );
}

/** Bank account details for an ACH debit. */
export function AchFields({ today }: { today: string }) {
  const { t } = useTranslation('payments');
  const rule = (field: Field) => detailRule('ach', field, today, t);
  const rules = { type: rule('accountType'), routing: rule('routingNumber'), account: rule('accountNumber') };
  const digitsOnly = (max: number) => (v: string) => (v ?? '').replace(/\D/g, '').slice(0, max);
  return (
    <div data-testid="ach-fields">
      <Form.Item name={name('accountType')} label={t('ach.account_type')} rules={[rules.type]}>
        <Select
          data-testid="ach-account-type"
          placeholder={t('ach.account_type_placeholder')}
          options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`ach.types.${a.replace(/ /g, '_').toLowerCase()}`) }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={name('routingNumber')}
            label={t('ach.routing_number')}
            rules={[rules.routing]}
            validateTrigger="onBlur"
            normalize={digitsOnly(9)}
          >
            <Input inputMode="numeric" placeholder="011000015" data-testid="ach-routing-number" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={name('accountNumber')}
            label={t('ach.account_number')}
            rules={[rules.account]}
            validateTrigger="onBlur"
            normalize={digitsOnly(17)}
          >
            <Input inputMode="numeric" autoComplete="off" data-testid="ach-account-number" />
          </Form.Item>
        </Col>
      </Row>
      <SaveBox label={t('ach.save')} />
    </div>
  );
}
