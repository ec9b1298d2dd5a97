import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../graphql/tada.ts';
import type { ADMIN_USER_ANSWER } from '../declarations/options.ts';

/** What a save answered, and how to go on (back to the list). */
export interface AfterSaveProps {
  answer: Record<string, any>;
  onClose: () => void;
}

/**
 * The generated password of a new user, or of a user whose password was regenerated (spec 3 §7 createUser): the
 * API answers it this once and keeps only its hash, so the admin reads or copies it here before leaving.
 */
function CredentialNotice({ answer, onClose }: AfterSaveProps) {
  const { t } = useTranslation('users');
  // Only the users declaration shows this notice, after its mutations (`wants` saw the credential).
  const { credential, mailed } = answer as ResultOf<typeof ADMIN_USER_ANSWER>;
  return (
    <Modal
      open
      title={t('credential.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('credential.done')}
      closable={false}
      maskClosable={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      data-testid="credential-notice"
    >
      <Alert type="warning" showIcon message={t('credential.once')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('fields.username')}>
          <Typography.Text copyable data-testid="credential-username">
            {credential?.username}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('credential.password')}>
          <Typography.Text code copyable data-testid="credential-password">
            {credential?.password}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {mailed === true ? t('credential.mailed') : mailed === false ? t('credential.not_mailed') : t('credential.fake_email')}
      </Typography.Paragraph>
    </Modal>
  );
}

/** Notices shown after a save, by the declaration's `afterSave`, when `wants` the answer (else the list opens at once). */
export const afterSaves: Record<string, { wants: (answer: Record<string, any>) => boolean; Notice: ComponentType<AfterSaveProps> }> = {
  credential: { wants: (answer) => !!answer?.credential?.password, Notice: CredentialNotice },
};
