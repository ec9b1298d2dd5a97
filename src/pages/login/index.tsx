import { Col, Flex, Row, Typography } from 'antd';
import { useHostConfig } from '../../providers/config.tsx';
import { LanguagePicker } from '../../shell/language-picker.tsx';
import { BrandPanel } from './brand-panel.tsx';
import { LoginForm } from './login-form.tsx';

/** Sign-in (spec 1 §2.2 "login"): the host's brand beside the form; on phones the form alone, in one column. */
export default function LoginPage() {
  const config = useHostConfig();
  return (
    <Row style={{ minHeight: '100vh' }}>
      <Col xs={0} md={12} lg={14}>
        <BrandPanel />
      </Col>
      <Col xs={24} md={12} lg={10} style={{ background: '#fff' }}>
        <Flex vertical style={{ minHeight: '100vh', padding: '16px 20px' }}>
          <Flex justify="flex-end">
            <LanguagePicker />
          </Flex>
          <Flex vertical justify="center" style={{ flex: 1, width: '100%', maxWidth: 400, margin: '0 auto', padding: '24px 0' }}>
            {config.imageLogin && (
              <img src={config.imageLogin} alt={config.webTitle} height={56} style={{ alignSelf: 'flex-start', marginBottom: 24 }} />
            )}
            <LoginForm />
          </Flex>
          {config.webCopyright && (
            <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
              {config.webCopyright}
            </Typography.Text>
          )}
        </Flex>
      </Col>
    </Row>
  );
}
