import { Card, Col, Empty, Flex, Row, Segmented, Select, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BONUS_BRANDS, BONUS_PAGE_SIZE, type BonusBrand } from '../../rules/bonus.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useBonusFormat } from './format.ts';
import { B2bLines, RetailLines } from './lines.tsx';
import { NextThresholdText } from './next-threshold.tsx';
import { QuarterCard } from './quarter-card.tsx';
import { B2B_PURCHASES, DEALER_BONUS, RETAIL_SALES } from '../../graphql/bonus.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

type LinesTab = 'b2b' | 'retail';

/**
 * Dealer bonus (spec 2 §2 /bonus-dealer, §3 'Bonus data'): the active customer's points per quarter from their own
 * invoices and registered retail sales, the tier each reached, how far the next threshold is, whether their invoices
 * were paid on time, each quarter's verification percentage and value, and the lines behind the points.
 */
export default function BonusPage({ brand }: { brand?: BonusBrand }) {
  const { t } = useTranslation('bonus');
  const navigate = useNavigate();
  const { locale } = useParams();
  const phone = !useScreens().md;
  const f = useBonusFormat();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [tab, setTab] = useState<LinesTab>('b2b');
  const [quarter, setQuarter] = useState<number | null>(null);
  const [paging, setPaging] = useState({ page: 1, limit: BONUS_PAGE_SIZE });

  const bonus = usePortalQuery(['bonus', year, brand], DEALER_BONUS, { year, brand });
  const lineVars = { year, brand, quarter, ...paging };
  const b2b = usePortalQuery(['bonus-b2b', lineVars], B2B_PURCHASES, lineVars, { enabled: tab === 'b2b' });
  const retail = usePortalQuery(['bonus-retail', lineVars], RETAIL_SALES, lineVars, { enabled: tab === 'retail' });

  const answer = bonus.data?.dealerBonus;
  const programme = answer?.programme;
  const years = [...new Set([...(answer?.years ?? []), year])].sort((a, b) => b - a);
  // The quarter the sentence speaks of: today's in this year, the last one of a past year.
  const focus = answer?.quarters.find((q) => q.quarter === (answer.currentQuarter ?? 4));
  const onPage = (page: number, limit: number) => setPaging({ page: limit !== paging.limit ? 1 : page, limit });
  const choose = (change: () => void) => {
    change();
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const header = (
    <Flex justify="space-between" align={phone ? 'stretch' : 'center'} gap={12} wrap vertical={phone}>
      <Flex vertical gap={2}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {brand ? t(`brand_title.${brand}`) : t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{brand ? t(`brand_intro.${brand}`) : t('intro')}</Typography.Text>
      </Flex>
      <Flex align="center" gap={8} wrap>
        <Segmented
          aria-label={t('brand.label')}
          data-testid="bonus-brand"
          value={brand ?? 'all'}
          onChange={(value) => void navigate(`/${locale}/bonus-dealer${value === 'all' ? '' : `-${value}`}`)}
          options={[{ value: 'all', label: t('brand.all') }, ...BONUS_BRANDS.map((b) => ({ value: b, label: t(`brand.${b}`) }))]}
          size={phone ? 'large' : 'middle'}
        />
        <label htmlFor="bonus-year">{t('year')}</label>
        <Select
          id="bonus-year"
          value={year}
          onChange={(y) => choose(() => setYear(y))}
          style={{ minWidth: 110 }}
          data-testid="bonus-year"
          options={years.map((y) => ({ value: y, label: String(y) }))}
          size={phone ? 'large' : 'middle'}
        />
      </Flex>
    </Flex>
  );

  let body;
  if (bonus.isError && !answer) {
    body = <LoadError error={bonus.error} titleKey="bonus:load_failed" onRetry={() => void bonus.refetch()} />;
  } else if (!answer) {
    body = (
      <Row gutter={[16, 16]} data-testid="bonus-loading">
        {[1, 2, 3, 4].map((i) => (
          <Col key={i} xs={24} sm={12} xl={6}>
            <Card>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (!programme) {
    body = (
      <Card>
        <Empty description={<span data-testid="bonus-no-programme">{t('no_programme', { year })}</span>} />
      </Card>
    );
  } else {
    const sales = bonus.data?.totalDealerSales;
    // Rupiah totals run to thirteen digits: a size that fits the phone's column.
    const figure = { fontSize: phone ? 20 : 24, whiteSpace: 'nowrap' as const };
    body = (
      <Flex vertical gap={16}>
        {focus && (
          <Card size="small" style={{ background: 'rgba(22, 119, 255, 0.06)' }} data-testid="bonus-focus">
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('focus', { quarter: focus.quarter, year })}</Typography.Text>
              <span style={{ fontSize: 18 }}>
                <NextThresholdText quarter={focus} strong />
              </span>
            </Flex>
          </Card>
        )}
        <Row gutter={[16, 16]}>
          {answer.quarters.map((q) => (
            <Col key={q.quarter} xs={24} sm={12} xl={6}>
              <QuarterCard
                quarter={q}
                current={q.quarter === answer.currentQuarter}
                precision={programme.precision}
                tiers={programme.tiers}
              />
            </Col>
          ))}
        </Row>
        <Card size="small">
          <Row gutter={[16, 12]}>
            <Col xs={12} md={6}>
              <Statistic title={t('totals.points')} value={f.points(sales?.total.points ?? 0)} valueStyle={figure} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('totals.bikes_bought')} value={f.points(sales?.total.bikeUnits ?? 0)} valueStyle={figure} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('totals.bikes_sold')} value={f.points(sales?.total.retailUnits ?? 0)} valueStyle={figure} />
            </Col>
            <Col xs={24} md={6}>
              <Statistic
                title={t('totals.purchases')}
                value={f.money(sales?.total.b2bSales ?? 0, programme.precision)}
                valueStyle={figure}
              />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {t('rules', {
              value: f.money(programme.pointValue, programme.precision),
              share: f.percent(programme.onTimeShare),
              tiers: programme.tiers.map((tier) => `${tier.name} ${f.points(tier.points)}`).join(' · '),
            })}
          </Typography.Paragraph>
        </Card>
        <Card
          size="small"
          title={
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('lines.title')}
            </Typography.Title>
          }
        >
          <Flex vertical gap={12}>
            <Segmented<string>
              value={quarter ? String(quarter) : 'all'}
              data-testid="bonus-quarter-filter"
              style={{ maxWidth: '100%', overflowX: 'auto' }}
              onChange={(v) => choose(() => setQuarter(v === 'all' ? null : Number(v)))}
              options={[
                { value: 'all', label: t('lines.all_year') },
                ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: t('quarter.title', { quarter: q }) })),
              ]}
            />
            <Tabs
              activeKey={tab}
              onChange={(k) => choose(() => setTab(k as LinesTab))}
              items={[
                {
                  key: 'b2b',
                  label: t('lines.b2b'),
                  children: (
                    <B2bLines
                      page={b2b.data?.b2bPurchases}
                      loading={b2b.isFetching}
                      error={b2b.error}
                      phone={phone}
                      onRetry={() => void b2b.refetch()}
                      onPage={onPage}
                    />
                  ),
                },
                {
                  key: 'retail',
                  label: t('lines.retail'),
                  children: (
                    <RetailLines
                      page={retail.data?.retailSales}
                      loading={retail.isFetching}
                      error={retail.error}
                      phone={phone}
                      onRetry={() => void retail.refetch()}
                      onPage={onPage}
                    />
                  ),
                },
              ]}
            />
          </Flex>
        </Card>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="bonus-dealer" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {header}
      {body}
    </Flex>
  );
}
