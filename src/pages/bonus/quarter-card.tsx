import { CheckCircleFilled, ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Card, Flex, Progress, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBonusFormat } from './format.ts';
import { NextThresholdText } from './next-threshold.tsx';
import type { BonusQuarter } from '../../graphql/bonus.ts';

interface QuarterCardProps {
  quarter: BonusQuarter;
  current: boolean;
  precision: number;
  /** The tier thresholds, lowest first: the bar runs from the last one reached to the next. */
  tiers: { name: string; points: number }[];
}

/** One quarter: its points, the tier reached, the way to the next, on-time payment, verification and what it is worth. */
export function QuarterCard({ quarter: q, current, precision, tiers }: QuarterCardProps) {
  const { t } = useTranslation('bonus');
  const { token } = theme.useToken();
  const f = useBonusFormat();
  const floor = q.tier?.points ?? 0;
  const target = q.next?.tier.points ?? floor;
  const progress = q.next ? Math.max(0, Math.min(100, Math.round(((q.points - floor) / Math.max(1, target - floor)) * 100))) : 100;
  const state = current ? 'current' : q.closed ? 'closed' : 'upcoming';
  const onTime = q.onTime;
  return (
    <Card
      size="small"
      data-testid="bonus-quarter"
      data-quarter={q.quarter}
      style={{ height: '100%', borderColor: current ? token.colorPrimary : undefined }}
      title={
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('quarter.title', { quarter: q.quarter })}
          </Typography.Title>
          <Tag color={current ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
            {t(`quarter.${state}`)}
          </Tag>
        </Flex>
      }
    >
      <Flex vertical gap={10}>
        <Flex align="baseline" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 28, lineHeight: 1.1 }} data-testid="bonus-quarter-points">
            {f.points(q.points)}
          </Typography.Text>
          <Typography.Text type="secondary">{t('quarter.points', { count: q.points })}</Typography.Text>
          {q.tier ? (
            <Tag color="gold" data-testid="bonus-tier">
              {q.tier.name}
            </Tag>
          ) : (
            <Tag>{t('quarter.no_tier')}</Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('quarter.split', { b2b: f.points(q.b2bPoints), retail: f.points(q.retailPoints) })}
        </Typography.Text>
        {tiers.length > 0 && (
          <Progress
            percent={progress}
            showInfo={false}
            size="small"
            strokeColor={q.next ? token.colorPrimary : token.colorSuccess}
            aria-label={t('quarter.progress')}
          />
        )}
        <NextThresholdText quarter={q} />
        <Flex vertical gap={4} style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8 }}>
          <Flex gap={6} align="start" data-testid="bonus-on-time">
            {onTime.invoicesDue === 0 ? (
              <ClockCircleOutlined aria-hidden style={{ marginTop: 4 }} />
            ) : onTime.met ? (
              <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
            ) : (
              <ExclamationCircleFilled aria-hidden style={{ color: token.colorError, marginTop: 4 }} />
            )}
            <Typography.Text>
              {onTime.invoicesDue === 0
                ? t('on_time.none_due')
                : t(onTime.met ? 'on_time.met' : 'on_time.missed', {
                    paid: onTime.paidOnTime,
                    due: onTime.invoicesDue,
                    share: f.percent(onTime.share ?? 0),
                    required: f.percent(onTime.required),
                  })}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary">{t('quarter.verification', { percent: f.percent(q.verificationPercent) })}</Typography.Text>
          <Flex justify="space-between" align="baseline" gap={8} wrap>
            <Typography.Text>{t('quarter.value')}</Typography.Text>
            <Typography.Text strong data-testid="bonus-value" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {q.qualifies ? f.money(q.bonusValue, precision) : t(q.tier ? 'quarter.not_qualified_on_time' : 'quarter.not_qualified_tier')}
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
