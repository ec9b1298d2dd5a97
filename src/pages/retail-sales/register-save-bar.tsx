import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';

interface Props {
  saving: boolean;
  disabled: boolean;
  mode: 'new' | 'reupload' | 'edit';
}

/** Save stays in reach at the bottom of the screen while the form scrolls (dealers register sales from the shop floor). */
export function RegisterSaveBar({ saving, disabled, mode }: Props) {
  const { t } = useTranslation('retail-sales');
  const { token } = theme.useToken();
  const { locale } = useParams();
  return (
    <div
      data-testid="registration-save-bar"
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
        <ButtonLink to={`/${locale}/retail-sales`} disabled={saving}>
          {t('form.cancel')}
        </ButtonLink>
        <Button
          type="primary"
          htmlType="submit"
          icon={<CloudUploadOutlined />}
          loading={saving}
          disabled={disabled}
          data-testid="registration-save"
          style={{ minWidth: 140 }}
        >
          {t(mode === 'new' ? 'form.save' : mode === 'reupload' ? 'form.save_reupload' : 'form.save_edit')}
        </Button>
      </Flex>
    </div>
  );
}
