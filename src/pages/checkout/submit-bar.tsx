import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

interface SubmitProps {
  placing: boolean;
  disabled: boolean;
  why: string | null;
  block?: boolean;
}

/** The one button that places the orders; loading while it is sent, so it cannot be pressed again. */
export function SubmitButton({ placing, disabled, block }: SubmitProps) {
  const { t } = useTranslation('checkout');
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block={block}
      icon={<CheckOutlined />}
      loading={placing}
      disabled={disabled}
      data-testid="checkout-submit"
    >
      {t('submit')}
    </Button>
  );
}

/** On phones the total and the button stay at the bottom of the screen while the form scrolls. */
export function SubmitBar({ total, ...props }: SubmitProps & { total: string }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  return (
    <div
      data-testid="checkout-submit-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        margin: '0 -12px -12px',
        padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
      }}
    >
      {props.why && (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, marginBottom: 6 }}>
          {props.why}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('summary.total')}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {total}
          </Typography.Text>
        </Flex>
        <SubmitButton {...props} />
      </Flex>
    </div>
  );
}
