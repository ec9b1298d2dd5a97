import { Checkbox, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { userMarketOptions } from '../declarations/user-options.ts';
import { operationName } from '../use-options.ts';
import type { WidgetProps } from './index.tsx';

const TYPES = ['marketing_material', 'sales_document', 'news'] as const;

/**
 * The content target markets of a user (spec 3 §3): which marketing material, sales documents and news they read,
 * one group of check boxes per kind; a US admin is offered the US markets only (the API answers those).
 */
export function ContentTargetMarkets({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('users');
  const query = usePortalQuery(['admin-options', operationName(userMarketOptions.query)], userMarketOptions.query, {});
  const markets = query.data?.userContentTargetMarkets ?? [];
  const chosen: number[] = Array.isArray(value) ? value : [];
  if (query.isLoading) return <Spin size="small" />;
  if (!markets.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('markets.none')} />;
  const setGroup = (type: string, ids: number[]) =>
    onChange?.([...chosen.filter((c) => markets.find((m) => m.id === c)?.type !== type), ...ids]);
  return (
    <Flex vertical gap={8} id={id} data-testid="content-target-markets">
      {TYPES.map((type) => {
        const ofType = markets.filter((m) => m.type === type);
        if (!ofType.length) return null;
        return (
          <div key={type}>
            <Typography.Text strong>{t(`markets.${type}`)}</Typography.Text>
            <Checkbox.Group
              disabled={disabled}
              value={chosen.filter((c) => ofType.some((m) => m.id === c))}
              onChange={(ids) => setGroup(type, ids as number[])}
              style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 4, marginTop: 4 }}
              options={ofType.map((m) => ({ value: m.id, label: `${m.marketName} (${m.sorg})` }))}
            />
          </div>
        );
      })}
    </Flex>
  );
}
