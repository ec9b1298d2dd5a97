import { SaveOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shell/button-link.tsx';

interface SaveBarProps {
  saving: boolean;
  disabled: boolean;
  back: string;
  editing: boolean;
}

/** Save stays in reach at the bottom of the screen while the long form scrolls (dealers often file from a phone). */
export function SaveBar({ saving, disabled, back, editing }: SaveBarProps) {
  const { t } = useTranslation('claim-form');
  const { token } = theme.useToken();
  return (
    <div
      data-testid="claim-save-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Flex gap={8} justify="flex-end" align="center">
        <ButtonLink to={back} disabled={saving}>
          {t('cancel')}
        </ButtonLink>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={disabled}
          data-testid="save-claim"
          style={{ minWidth: 140 }}
        >
          {t(editing ? 'save.button_edit' : 'save.button')}
        </Button>
      </Flex>
    </div>
  );
}
