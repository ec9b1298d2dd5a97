import { Card, Descriptions, Flex, List, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { useClaimFormat } from './use-claim-format.ts';

type Items = NonNullable<DescriptionsProps['items']>;
// Labels above values: the left column is narrow, and frame numbers and phone numbers should not break.
const COLUMNS = { xs: 2, sm: 3, md: 3, lg: 2, xl: 3, xxl: 3 };
const present = (items: (Items[number] & { children: React.ReactNode })[]): Items =>
  items.filter((i) => i.children != null && i.children !== '');

/** The bike (from its frame) or the article (from its invoice), who to call, the consumer and what went wrong. */
export function DetailFacts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const { date } = useClaimFormat();
  const bike = claim.productCategory === 'BIKE';
  const product: Items = bike
    ? present([
        {
          key: 'frame',
          label: t('facts.frame_number'),
          children: claim.frameNumber && (
            <Flex wrap gap={4} align="center">
              <Typography.Text code copyable>
                {claim.frameNumber}
              </Typography.Text>
              {/* Filed on a number the portal does not know: the proof of purchase stands in for the shipment. */}
              {claim.frameUnknown && (
                <Tag color="orange" data-testid="claim-frame-unknown">
                  {t('facts.frame_unknown')}
                </Tag>
              )}
            </Flex>
          ),
        },
        { key: 'brand', label: t('facts.brand'), children: claim.brandName },
        { key: 'model', label: t('facts.model'), children: claim.model },
        { key: 'year', label: t('facts.model_year'), children: claim.modelYear || null },
        { key: 'series', label: t('facts.series'), children: claim.series },
        { key: 'mc', label: t('facts.category'), children: claim.mcName },
        { key: 'production', label: t('facts.production_code'), children: claim.productionCode },
        { key: 'delivery', label: t('facts.delivery_no'), children: claim.frameShippedDelvNo },
        { key: 'shippedAt', label: t('facts.shipped_at'), children: claim.frameShippedAt ? date(claim.frameShippedAt) : null },
        {
          key: 'shippedTo',
          label: t('facts.shipped_to'),
          children: claim.frameShippedTo && `${(claim.frameShippedToName ?? '').toUpperCase()} (${claim.frameShippedTo})`,
        },
      ])
    : present([
        { key: 'article', label: t('facts.article'), children: `${claim.articleCode} · ${claim.articleName}` },
        { key: 'brand', label: t('facts.brand'), children: claim.brandName },
        { key: 'qty', label: t('facts.qty'), children: claim.qty },
        { key: 'invoice', label: t('facts.invoice_no'), children: claim.invoiceNo },
      ]);
  const c = claim.consumer;
  const people: Items = present([
    {
      key: 'contact',
      label: t('facts.contact_person'),
      children: [claim.contactPersonName, claim.contactPersonPhone].filter(Boolean).join(' · '),
    },
    { key: 'purchase', label: t('facts.purchase_date'), children: claim.purchaseDate ? date(claim.purchaseDate) : null },
    { key: 'consumer', label: t('facts.consumer'), children: [c.name, c.phone, c.email].filter(Boolean).join(' · ') || null },
    { key: 'address', label: t('facts.consumer_address'), children: [c.address, c.city].filter(Boolean).join(', ') || null },
  ]);
  return (
    <Card title={t(bike ? 'facts.bike' : 'facts.paa')} size="small" data-testid="claim-facts">
      <Flex vertical gap={16}>
        <Descriptions size="small" layout="vertical" colon={false} column={COLUMNS} items={product} />
        <Descriptions size="small" layout="vertical" colon={false} column={COLUMNS} items={people} />
        <div>
          <Typography.Text strong>{t('facts.description')}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }} data-testid="claim-description">
            {claim.description}
          </Typography.Paragraph>
        </div>
        {claim.customerNotes && (
          <div>
            <Typography.Text strong>{t('facts.customer_notes')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>{claim.customerNotes}</Typography.Paragraph>
          </div>
        )}
        <div>
          <Typography.Text strong>{t('facts.problems')}</Typography.Text>
          <List
            size="small"
            dataSource={claim.problems}
            locale={{ emptyText: t('facts.no_problems') }}
            data-testid="claim-problems"
            renderItem={(p) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex vertical gap={0}>
                  <Typography.Text>
                    <Typography.Text strong>{p.part}</Typography.Text> — {p.description}
                  </Typography.Text>
                  {p.notes && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'pre-line' }}>
                      {p.notes}
                    </Typography.Text>
                  )}
                </Flex>
              </List.Item>
            )}
          />
        </div>
      </Flex>
    </Card>
  );
}
