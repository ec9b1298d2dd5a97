import { RiseOutlined, TrophyOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nextThresholdSentence } from '../../rules/bonus.ts';
import { useBonusFormat } from './format.ts';
import type { BonusQuarter } from '../../graphql/bonus.ts';

/** '120 points to Gold: about 4 more bikes of class A', or the top tier reached, in the reader's language. */
export function NextThresholdText({ quarter, strong = false }: { quarter: BonusQuarter; strong?: boolean }) {
  const { t } = useTranslation('bonus');
  const f = useBonusFormat();
  const { key, values } = nextThresholdSentence(
    quarter.next ? { ...quarter.next, units: quarter.next.units ?? null, className: quarter.next.className ?? null } : null,
    quarter.tier ?? null,
  );
  return (
    <Typography.Text strong={strong} data-testid="bonus-next-threshold">
      {key === 'next.top' ? <TrophyOutlined aria-hidden /> : <RiseOutlined aria-hidden />}{' '}
      {t(key, { ...values, ...(typeof values.missing === 'number' ? { missing: f.points(values.missing) } : {}) })}
    </Typography.Text>
  );
}
