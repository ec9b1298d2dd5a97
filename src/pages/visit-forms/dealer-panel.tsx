import { Alert, Card, Empty, Flex, List, Skeleton, Statistic, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { FORM_VISIT_DEALER, type VisitDealer } from '../../graphql/visit-forms.ts';
import { useVisitFormat } from './use-visit-format.ts';
import { customerLabel } from '../../rules/customer-code.ts';

/** Twelve months of net sales as plain bars: the figures a rep glances at, without a chart library on this page. */
function SalesBars({ dealer }: { dealer: VisitDealer }) {
  const { t } = useTranslation('visit-forms');
  const { token } = theme.useToken();
  const top = Math.max(...dealer.months.map((m) => m.netSales), 1);
  const total = dealer.months.reduce((sum, m) => sum + m.netSales, 0);
  const { money } = useVisitFormat();
  const format = (minor: number) => (dealer.currency ? money(minor, dealer.currency, dealer.precision) : String(minor));
  return (
    <Flex vertical gap={4}>
      <Statistic title={t('dealer.sales_total')} value={format(total)} />
      <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t('dealer.sales_title')}>
        <tbody>
          {dealer.months.map((m) => (
            <tr key={m.month}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', width: 64, padding: '2px 0', whiteSpace: 'nowrap' }}>
                {dayjs(`${m.month}-01`).format('MMM YY')}
              </th>
              <td style={{ padding: '2px 6px', width: '100%' }}>
                <div
                  style={{
                    height: 10,
                    borderRadius: 3,
                    background: token.colorPrimary,
                    width: `${Math.round((m.netSales / top) * 100)}%`,
                    minWidth: m.netSales > 0 ? 2 : 0,
                  }}
                />
              </td>
              <td style={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{format(m.netSales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Flex>
  );
}

/** Beside the visit form: the chosen dealer's last 12 months of sales, open claims and bonus standing. */
export function DealerPanel({ custCode }: { custCode: string | undefined }) {
  const { t } = useTranslation(['visit-forms', 'claims']);
  const { money } = useVisitFormat();
  const { locale = 'en-us' } = useParams();
  const query = usePortalQuery(['visit-dealer', custCode], FORM_VISIT_DEALER, { custCode: custCode ?? '' }, { enabled: !!custCode });
  const dealer = query.data?.formVisitDealer;

  if (!custCode)
    return (
      <Card title={t('dealer.title')}>
        <Empty description={t('dealer.choose')} />
      </Card>
    );
  if (query.isError)
    return (
      <Card title={t('dealer.title')}>
        <Alert type="error" showIcon message={t('dealer.load_failed')} />
      </Card>
    );
  if (!dealer)
    return (
      <Card title={t('dealer.title')}>
        <Skeleton active />
      </Card>
    );
  return (
    <Flex vertical gap={12} data-testid="visit-dealer">
      <Card size="small" title={t('dealer.sales_title')}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {customerLabel(dealer.custName, dealer.custCode)}
        </Typography.Paragraph>
        <SalesBars dealer={dealer} />
      </Card>
      <Card size="small" title={t('dealer.claims_title', { count: dealer.openClaimCount })}>
        {dealer.openClaims.length === 0 ? (
          <Typography.Text type="secondary">{t('dealer.claims_none')}</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={dealer.openClaims}
            renderItem={(c) => (
              <List.Item>
                <Flex vertical>
                  <Link to={`/${locale}/claim/${c.id}`}>{c.referenceNo}</Link>
                  <Typography.Text type="secondary">
                    {c.articleName} · {t(`claims:status.${c.statusId}`, { defaultValue: c.statusId })}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card size="small" title={t('dealer.bonus_title')}>
        {!dealer.bonus ? (
          <Typography.Text type="secondary">{t('dealer.bonus_none')}</Typography.Text>
        ) : (
          <Flex vertical gap={4}>
            <Typography.Text>{t('dealer.bonus_quarter', { quarter: dealer.bonus.quarter, year: dealer.bonus.year })}</Typography.Text>
            <Typography.Text strong>{t('dealer.bonus_points', { count: dealer.bonus.points })}</Typography.Text>
            <Typography.Text>
              {dealer.bonus.tier ? t('dealer.bonus_tier', { tier: dealer.bonus.tier }) : t('dealer.bonus_no_tier')}
            </Typography.Text>
            {dealer.bonus.nextTier && (
              <Typography.Text type="secondary">
                {t('dealer.bonus_next', { tier: dealer.bonus.nextTier, count: dealer.bonus.missingPoints ?? 0 })}
              </Typography.Text>
            )}
            <Typography.Text>
              {t('dealer.bonus_value', { value: money(dealer.bonus.bonusValue, dealer.bonus.currency, dealer.bonus.precision) })}
            </Typography.Text>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
