import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { WrongMarket } from './wrong-market.tsx';
import { useLogin } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import type { LoginFailure, LoginParams } from '../../providers/auth.ts';

interface Credentials {
  username: string;
  password: string;
}

/** Username and password; the server's messageKey becomes the translated error above the button. */
export function LoginForm() {
  const { t } = useTranslation();
  const { locale } = useParams();
  const [search] = useSearchParams();
  const { forgotPassword } = useHostConfig();
  const { mutate: login, isPending, data } = useLogin<LoginParams>();
  const failure = data && !data.success ? (data.error as LoginFailure | undefined) : undefined;

  const submit = ({ username, password }: Credentials) =>
    login({ username: username.trim(), password, locale, from: search.get('from') });

  return (
    <>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {t('login.subtitle')}
      </Typography.Paragraph>
      <Form<Credentials> layout="vertical" size="large" requiredMark={false} onFinish={submit} disabled={isPending}>
        <Form.Item
          name="username"
          label={t('login.username')}
          rules={[{ required: true, whitespace: true, message: t('login.username_required') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoCapitalize="none" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, message: t('login.password_required') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        {/* The host's forgotPassword flag (spec 1 §3.1) offers a reset link by mail. */}
        {forgotPassword && (
          <div style={{ marginTop: -12, marginBottom: 16, textAlign: 'right' }}>
            <Link to={`/${locale}/forgot-password`}>{t('login.forgot_password')}</Link>
          </div>
        )}
        {failure?.market && <WrongMarket market={failure.market} />}
        {failure && !failure.market && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            message={t(failure.messageKey, { minutes: failure.minutes, defaultValue: t('something_wrong') })}
          />
        )}
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
