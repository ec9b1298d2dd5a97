import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SalesAreaUpdate } from '../../graphql/sales-area.ts';
import { CategoryLabel } from './region-table.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Change = SalesAreaUpdate['changes'][number];

/** After a saved batch: what changed, region by region, before and after (spec 3 §2 'sales-area update with a results page'). */
export function UpdateResults({ changes, onBack }: { changes: Change[]; onBack: () => void }) {
  const { t } = useTranslation('sales-area');
  return (
    <Flex vertical gap={12} data-testid="sales-area-results">
      <Result
        status="success"
        style={{ padding: '16px 0' }}
        title={t('results.title')}
        subTitle={t('results.summary', { count: changes.length })}
        extra={
          <Button type="primary" onClick={onBack} data-testid="sales-area-back">
            {t('results.back')}
          </Button>
        }
      />
      <ResponsiveTable<Change>
        rowKey={(c) => c.region.id}
        size="small"
        pagination={false}
        dataSource={changes}
        columns={[
          { key: 'region', title: t('table.region'), render: (_v, c) => `${c.region.description} (${c.region.code})` },
          { key: 'before', title: t('results.before'), render: (_v, c) => <CategoryLabel category={c.previousCategory} /> },
          { key: 'after', title: t('results.after'), render: (_v, c) => <CategoryLabel category={c.region.category} /> },
        ]}
      />
    </Flex>
  );
}
