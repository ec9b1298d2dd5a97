import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { useClaimFormat } from './use-claim-format.ts';

/** The decision once there is one: resolution and credited amount, the credit note, or why the claim was rejected. */
export function DetailOutcome({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const { date, money } = useClaimFormat();
  const rejected = claim.status.id === 'rejected' || !!claim.reasonRejection;
  const items = [
    ...(claim.resolution
      ? [{ key: 'resolution', label: t('detail.resolution'), children: <span style={{ whiteSpace: 'pre-line' }}>{claim.resolution}</span> }]
      : []),
    ...(claim.creditedAmount != null
      ? [
          {
            key: 'credited',
            label: t('detail.credited_amount'),
            children: <Typography.Text strong>{money(claim.creditedAmount, claim)}</Typography.Text>,
          },
        ]
      : []),
    ...(claim.creditNote
      ? [
          {
            key: 'creditNote',
            label: t('detail.credit_note'),
            children: (
              <span data-testid="credit-note">
                {t('detail.credit_note_text', {
                  invoiceNo: claim.creditNote.invoiceNo,
                  amount: money(claim.creditNote.amount, claim),
                  date: date(claim.creditNote.invoiceDate),
                })}
              </span>
            ),
          },
        ]
      : []),
    ...(rejected && claim.reasonRejection
      ? [
          {
            key: 'rejection',
            label: t('detail.rejection_reason'),
            children: <span style={{ whiteSpace: 'pre-line' }}>{claim.reasonRejection}</span>,
          },
        ]
      : []),
    ...(claim.isNotAWarranty
      ? [
          {
            key: 'notWarranty',
            label: t('detail.warranty'),
            children: (
              <Tag color="red" data-testid="not-a-warranty">
                {t('detail.not_a_warranty')}
              </Tag>
            ),
          },
        ]
      : []),
  ];
  if (!items.length) return null;
  return (
    <Card title={t('detail.outcome')} size="small" data-testid="claim-outcome">
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
