import { FireOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BEST_SELLERS } from '../../graphql/catalog.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { ProductCategory } from '../../rules/catalog-query.ts';
import { GroupCard } from './product-cards.tsx';

/** The catalogue home's best sellers (up to 8), in a row that scrolls sideways on small screens. */
export function BestSellers({ category }: { category: ProductCategory | null }) {
  const { t } = useTranslation('catalog');
  const query = usePortalQuery(['bestSellers', category], BEST_SELLERS, category ? { category } : {}, { staleTime: 5 * 60_000 });
  const groups = query.data?.bestSellers ?? [];
  if (!groups.length) return null;
  return (
    <Card
      size="small"
      data-testid="best-sellers"
      title={
        <Flex gap={8}>
          <FireOutlined style={{ color: '#fa541c' }} />
          <Typography.Text strong>{t('best_sellers')}</Typography.Text>
        </Flex>
      }
    >
      <div
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(200px, 1fr)',
          gap: 12,
          overflowX: 'auto',
          paddingBottom: 4,
        }}
      >
        {groups.map((g) => (
          <GroupCard key={g.id} group={g} />
        ))}
      </div>
    </Card>
  );
}
