import { CheckCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useFieldRules } from '../profile/use-field-rules.ts';
import { usePublicForm } from '../customer-inquiry/use-public-form.ts';
import { PublicFrame } from '../login/public-frame.tsx';
import { RESET_PASSWORD } from '../../graphql/password-reset.ts';

interface NewPassword {
  password: string;
  confirm: string;
}

/**
 * Forgotten password, step two: the page the mailed link opens (?token=); the new password follows the shared password
 * rule, and once saved the user signs in again everywhere.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  const { locale } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [form] = Form.useForm<NewPassword>();
  const { send, sending, refusal } = usePublicForm(RESET_PASSWORD, form, ['password']);
  const rule = useFieldRules();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const askAgain = <Link to={`/${locale}/forgot-password`}>{t('reset.ask_again')}</Link>;

  const submit = async ({ password }: NewPassword) => {
    if (await send({ token, password })) setDone(true);
  };

  return (
    <PublicFrame>
      {done ? (
        <div data-testid="password-reset-done">
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title={t('reset.done_title')}
            subTitle={t('reset.done')}
            extra={
              <Button type="primary" onClick={() => navigate(`/${locale}/login`)}>
                {t('reset.sign_in')}
              </Button>
            }
          />
        </div>
      ) : !token ? (
        <Result status="warning" title={t('reset.title')} subTitle={t('reset.no_token')} extra={askAgain} />
      ) : (
        <>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {t('reset.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {t('reset.intro')}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" size="large" requiredMark={false} disabled={sending} onFinish={(v) => void submit(v)}>
            <Form.Item
              name="password"
              label={t('reset.password')}
              extra={t('reset.hint')}
              validateFirst
              rules={[rule('required', 'password')]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('reset.confirm')}
              dependencies={['password']}
              validateFirst
              rules={[
                rule('required'),
                ({ getFieldValue }) => ({
                  validator: async (_r, value: string) => {
                    if (value !== getFieldValue('password')) throw new Error(t('reset.mismatch'));
                  },
                }),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
            {refusal && refusal.kind !== 'fields' && (
              <Alert
                type="error"
                showIcon
                role="alert"
                style={{ marginBottom: 16 }}
                data-testid="password-reset-refused"
                message={
                  refusal.kind === 'other'
                    ? refusal.text
                    : refusal.kind === 'not_offered'
                      ? t('forgot.not_offered')
                      : refusal.kind === 'too_many'
                        ? t('errors.too_many', { minutes: refusal.minutes })
                        : t('errors.failed')
                }
                action={refusal.kind === 'other' ? askAgain : undefined}
              />
            )}
            <Button type="primary" htmlType="submit" block loading={sending}>
              {t('reset.submit')}
            </Button>
          </Form>
        </>
      )}
    </PublicFrame>
  );
}
