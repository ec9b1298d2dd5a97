import { LockOutlined } from '@ant-design/icons';
import { Col, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from './use-field-rules.ts';

/** The optional password change: the current password proves it is the user; the new one passes the password rule. */
export function PasswordFields() {
  const { t } = useTranslation('account');
  const rule = useFieldRules();
  const changing = Form.useWatch('changePassword') as boolean | undefined;

  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: changing ? 8 : 0 }}>
        <Form.Item name="changePassword" valuePropName="checked" noStyle>
          <Switch id="profile-change-password" aria-describedby="profile-password-hint" />
        </Form.Item>
        <label htmlFor="profile-change-password" style={{ cursor: 'pointer', fontWeight: 500 }}>
          {t('profile.change_password')}
        </label>
      </Flex>
      <Typography.Paragraph type="secondary" id="profile-password-hint" style={{ marginBottom: changing ? 16 : 0 }}>
        {changing ? t('profile.password_hint') : t('profile.password_unchanged')}
      </Typography.Paragraph>
      {changing && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="currentPassword" label={t('profile.current_password')} rules={[rule('required')]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
          </Col>
          <Col xs={0} md={12} />
          <Col xs={24} md={12}>
            <Form.Item
              name="newPassword"
              label={t('profile.new_password')}
              dependencies={['currentPassword']}
              validateFirst
              rules={[
                rule('required', 'password'),
                ({ getFieldValue }) => ({
                  validator: async (_, value: string) => {
                    if (value && value === getFieldValue('currentPassword')) throw new Error(t('profile.password_same'));
                  },
                }),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="confirmPassword"
              label={t('profile.confirm_password')}
              dependencies={['newPassword']}
              validateFirst
              rules={[
                rule('required'),
                ({ getFieldValue }) => ({
                  validator: async (_, value: string) => {
                    if (value !== getFieldValue('newPassword')) throw new Error(t('profile.password_mismatch'));
                  },
                }),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}
