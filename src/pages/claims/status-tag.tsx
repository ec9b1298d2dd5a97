import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_TAG_COLOUR } from '../../rules/claims.ts';

/** A claim status as a coloured tag; a status the API adds later shows its English description in grey. */
export function ClaimStatusTag({
  status,
  description,
  large,
  testId = 'claim-status',
}: {
  status: string;
  description?: string;
  large?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('claims');
  return (
    <Tag
      color={STATUS_TAG_COLOUR[status] ?? 'default'}
      data-testid={testId}
      data-status={status}
      style={{ marginInlineEnd: 0, ...(large ? { fontSize: 14, padding: '2px 10px' } : {}) }}
    >
      {t(`status.${status}`, { defaultValue: description ?? status })}
    </Tag>
  );
}
