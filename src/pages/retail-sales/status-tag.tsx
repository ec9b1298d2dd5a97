import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisteredFrameRow } from '../../graphql/retail-sales.ts';
import { isRegistrationStatus, isUnderWay, STATUS_TAG_COLOUR } from '../../rules/registration.ts';

/** A registration's status as a coloured tag; one on its way spins, as the list refreshes it by itself. */
export function RegistrationStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('retail-sales');
  return (
    <Tag
      color={isRegistrationStatus(status) ? STATUS_TAG_COLOUR[status] : 'default'}
      data-testid="registration-status"
      data-status={status}
      icon={isUnderWay(status) ? <LoadingOutlined aria-hidden /> : undefined}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** Why the consumer account system refused it, in the reader's language when the portal knows the code. */
export function useFailureText() {
  const { t } = useTranslation('retail-sales');
  return (r: Pick<RegisteredFrameRow, 'failureCode' | 'failureReason'>) =>
    r.failureCode
      ? t(`reasons.${r.failureCode}`, { defaultValue: r.failureReason ?? t('failure.unknown') })
      : (r.failureReason ?? t('failure.unknown'));
}

/** A failed registration's reason, under the row or on the card. */
export function FailureReason({ row, compact }: { row: RegisteredFrameRow; compact?: boolean }) {
  const text = useFailureText()(row);
  if (compact)
    return (
      <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="registration-failure">
        {text}
      </Typography.Text>
    );
  return <Alert type="error" showIcon message={text} data-testid="registration-failure" style={{ padding: '4px 8px' }} />;
}
