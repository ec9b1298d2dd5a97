import { Checkbox, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../use-options.ts';
import type { WidgetProps } from './index.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The content target markets of one item (news, documents, groups), from the field's `options`: check boxes four
 * per row (spec 3 §9), two on a phone.
 */
export function TargetMarketChecks({ field, id, value, onChange, disabled, namespace }: WidgetProps) {
  const { t } = useTranslation(namespace);
  const phone = !useScreens().md;
  const { options, loading } = useOptions(field.form?.options);
  if (loading) return <Spin size="small" />;
  if (!options.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('markets.none')} />;
  return (
    <div id={id}>
      <Checkbox.Group
        disabled={disabled}
        value={Array.isArray(value) ? value : []}
        onChange={(ids) => onChange?.(ids)}
        data-testid="target-market-checks"
        options={options}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${phone ? 2 : 4}, minmax(0, 1fr))`, gap: 6 }}
      />
    </div>
  );
}
