import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { DEFAULT_PHONE_PREFIX, PHONE_MAX_DIGITS, dialCodeOf, formatPhone } from '../../rules/forms.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { useHostLanguages } from '../../shell/language/host-languages.ts';
import { useFieldRules } from './use-field-rules.ts';

/** Name, email, phone (digits; shown with the customer's country code, else the host's) and the language the portal starts in. */
export function PersonalFields() {
  const { t } = useTranslation('account');
  const { telpCode } = useHostConfig();
  const { user } = usePortalUser();
  const languages = useHostLanguages();
  const rule = useFieldRules();
  const phone = (Form.useWatch('phone') as string | undefined) ?? '';
  const shownAs = /^\d+$/.test(phone)
    ? formatPhone(phone, dialCodeOf(user?.customerData?.custCountryId, telpCode || DEFAULT_PHONE_PREFIX))
    : '';

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('profile.name')} validateFirst rules={[rule('required', 'notEmpty', 'text')]}>
          <Input prefix={<UserOutlined />} autoComplete="name" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('profile.email')} validateFirst rules={[rule('required', 'email')]}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" autoCapitalize="none" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="phone"
          label={t('profile.phone')}
          rules={[rule('phone')]}
          // Spaces and dashes are how people write numbers; the rule wants digits only.
          normalize={(v: string) => v.replace(/[\s-]/g, '')}
          extra={shownAs ? t('profile.phone_shown_as', { phone: shownAs }) : t('profile.phone_hint')}
        >
          <Input prefix={<PhoneOutlined />} inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_MAX_DIGITS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="language" label={t('profile.language')} rules={[rule('required')]} extra={t('profile.language_hint')}>
          <Select options={languages.map((l) => ({ value: l.locale, label: l.name }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
