import { Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHostConfig } from '../../providers/config.tsx';
import { LanguagePicker } from '../../shell/language-picker.tsx';
import { BrandPanel } from './brand-panel.tsx';

/**
 * The frame of the pages a visitor sees before signing in (sign-in, new customer inquiry, forgotten password): the
 * host's brand beside the content on desktop; on phones the content alone, in one column. `wide` for longer forms.
 */
export function PublicFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const config = useHostConfig();
  return (
    <Row style={{ minHeight: '100vh' }}>
      <Col xs={0} md={wide ? 8 : 12} lg={wide ? 10 : 14}>
        <BrandPanel />
      </Col>
      <Col xs={24} md={wide ? 16 : 12} lg={wide ? 14 : 10} style={{ background: '#fff' }}>
        <Flex vertical style={{ minHeight: '100vh', padding: '16px 20px' }}>
          <Flex justify="flex-end">
            <LanguagePicker />
          </Flex>
          <main
            style={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              width: '100%',
              maxWidth: wide ? 640 : 400,
              margin: '0 auto',
              padding: '24px 0',
            }}
          >
            {config.imageLogin && (
              <img src={config.imageLogin} alt={config.webTitle} height={56} style={{ alignSelf: 'flex-start', marginBottom: 24 }} />
            )}
            {children}
          </main>
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
