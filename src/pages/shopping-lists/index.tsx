import { ShoppingOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex, List, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LIST_PAGE_SIZE } from '../../rules/shopping-lists.ts';
import { SHOPPING_LISTS } from '../../graphql/shopping-lists.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import { LISTS_KEY } from './add-to-list.tsx';
import { NewListButton } from './list-actions.tsx';

/**
 * Shopping lists (/catalog/lists): the dealer's named lists in this market, last changed first; each opens to be
 * ordered through the cart. Lists are filled from a product, a card, the cart, fast order or an order.
 */
export default function ShoppingListsPage() {
  const { t } = useTranslation('lists');
  const { locale } = useParams();
  const desktop = !!useScreens().md;
  const { date } = useOrderDates();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch } = usePortalQuery([...LISTS_KEY, 'page', page], SHOPPING_LISTS, {
    page,
    limit: LIST_PAGE_SIZE,
  });
  const answer = data?.shoppingLists;

  let body;
  if (isLoading) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  } else if (isError || !answer) {
    body = <LoadError error={error} titleKey="lists:load_failed" onRetry={() => void refetch()} />;
  } else if (answer.info.count === 0) {
    body = (
      <Card data-testid="lists-empty">
        <EmptyState
          type="custom"
          title={t('empty.title')}
          description={t('empty.text')}
          action={
            <ButtonLink to={`/${locale}/catalog`} icon={<ShoppingOutlined />}>
              {t('empty.to_catalog')}
            </ButtonLink>
          }
        />
      </Card>
    );
  } else {
    body = (
      <Card styles={{ body: { padding: desktop ? '4px 16px' : '4px 12px' } }}>
        <List
          dataSource={answer.lists}
          data-testid="lists"
          renderItem={(l) => (
            <List.Item key={l.id} data-testid="lists-row" data-id={l.id}>
              <Flex justify="space-between" align="center" gap={12} wrap style={{ width: '100%' }}>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Link to={`/${locale}/catalog/lists/${l.id}`} style={{ fontSize: 16, fontWeight: 600 }}>
                    {l.name}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('row_facts', { count: l.lineCount, date: date(l.updatedAt) })}
                    {!l.mine && ` · ${t('made_by', { name: l.makerName })}`}
                  </Typography.Text>
                </Flex>
                {l.shared && (
                  <Tag icon={<TeamOutlined />} color="blue" bordered={false}>
                    {t('shared')}
                  </Tag>
                )}
              </Flex>
            </List.Item>
          )}
        />
        {answer.info.pageTotal > 1 && (
          <Flex justify="end" style={{ padding: '8px 0 12px' }}>
            <Pagination current={page} pageSize={LIST_PAGE_SIZE} total={answer.info.count} onChange={setPage} showSizeChanger={false} />
          </Flex>
        )}
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="shopping-lists" style={{ maxWidth: 960, width: '100%', margin: '0 auto' }}>
      <Flex justify="space-between" align="end" gap={12} wrap>
        <div>
          {desktop && (
            <Typography.Title level={3} style={{ margin: 0 }}>
              <UnorderedListOutlined /> {t('title')}
            </Typography.Title>
          )}
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        </div>
        <NewListButton />
      </Flex>
      {body}
    </Flex>
  );
}
