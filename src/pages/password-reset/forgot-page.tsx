import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { RESET_LINK_MINUTES } from '../../rules/inquiry.ts';
import { usePublicForm } from '../customer-inquiry/use-public-form.ts';
import { PublicFrame } from '../login/public-frame.tsx';
import { REQUEST_PASSWORD_RESET } from '../../graphql/password-reset.ts';

/**
 * Forgotten password, step one (spec 1 §3.1 forgotPassword): the username or email; the answer is the same whether or
 * not the account exists, so the page says what would have happened.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  const { locale } = useParams();
  const { forgotPassword } = useHostConfig();
  const [form] = Form.useForm<{ login: string }>();
  const { send, sending, refusal } = usePublicForm(REQUEST_PASSWORD_RESET, form, ['login']);
  const [sent, setSent] = useState(false);
  const back = <Link to={`/${locale}/login`}>{t('forgot.back_to_login')}</Link>;

  const submit = async ({ login }: { login: string }) => {
    if (await send({ login: login.trim() })) setSent(true);
  };

  return (
    <PublicFrame>
      {!forgotPassword ? (
        <Result status="info" title={t('forgot.title')} subTitle={t('forgot.not_offered')} extra={back} />
      ) : sent ? (
        <div data-testid="reset-requested">
          <Result
            status="success"
            icon={<MailOutlined />}
            title={t('forgot.sent_title')}
            subTitle={t('requested', { minutes: RESET_LINK_MINUTES })}
            extra={back}
          />
        </div>
      ) : (
        <>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {t('forgot.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {t('forgot.intro')}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" size="large" requiredMark={false} disabled={sending} onFinish={(v) => void submit(v)}>
            <Form.Item
              name="login"
              label={t('forgot.login')}
              rules={[{ required: true, whitespace: true, message: t('forgot.login_required') }, { max: 200 }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoCapitalize="none" autoFocus />
            </Form.Item>
            {refusal && refusal.kind !== 'fields' && (
              <Alert
                type="error"
                showIcon
                role="alert"
                style={{ marginBottom: 16 }}
                message={
                  refusal.kind === 'too_many'
                    ? t('errors.too_many', { minutes: refusal.minutes })
                    : refusal.kind === 'not_offered'
                      ? t('forgot.not_offered')
                      : refusal.kind === 'other'
                        ? refusal.text
                        : t('errors.failed')
                }
              />
            )}
            <Button type="primary" htmlType="submit" block loading={sending}>
              {t('forgot.submit')}
            </Button>
          </Form>
          <div style={{ marginTop: 16, textAlign: 'center' }}>{back}</div>
        </>
      )}
    </PublicFrame>
  );
}
