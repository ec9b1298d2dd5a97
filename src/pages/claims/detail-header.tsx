import { EditOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useReadOnly } from '../../shell/use-read-only.ts';
import { ClaimStatusTag } from './status-tag.tsx';
import { useClaimFormat } from './use-claim-format.ts';
import { customerLabel } from '../../rules/customer-code.ts';

/** The claim's reference, status, when and for whom it was filed, and the owner's edit while the status allows it. */
export function DetailHeader({ claim, phone }: { claim: ClaimDetail; phone: boolean }) {
  const { t } = useTranslation('claims');
  const { locale } = useParams();
  const readOnly = useReadOnly();
  const { dateTime } = useClaimFormat();
  return (
    <Card data-testid="claim-header">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            {t('detail.reference_no')} · {t(`category.${claim.productCategory}`, { defaultValue: claim.productCategory })}
          </Typography.Text>
          <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }} copyable data-testid="claim-reference">
            {claim.referenceNo}
          </Typography.Title>
          <div style={{ marginTop: 4 }}>
            <ClaimStatusTag status={claim.status.id} description={claim.status.description} large />
          </div>
        </Flex>
        {claim.mayEdit && !readOnly && (
          <ButtonLink
            to={`/${locale}/claim/${claim.id}/edit`}
            icon={<EditOutlined />}
            size={phone ? 'large' : 'middle'}
            data-testid="claim-edit"
          >
            {t('actions.edit')}
          </ButtonLink>
        )}
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginTop: 16 }}
        items={[
          { key: 'filed', label: t('detail.filed'), children: dateTime(claim.createdAt) },
          { key: 'updated', label: t('detail.updated'), children: dateTime(claim.updatedAt) },
          { key: 'customer', label: t('detail.customer'), children: customerLabel(claim.custName, claim.custCode) },
        ]}
      />
    </Card>
  );
}
