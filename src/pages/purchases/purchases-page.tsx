import { useQueryClient } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PageInfo } from '../../graphql/catalog.ts';
import { portalKey, usePortalQuery } from '../../providers/portal-query.ts';
import { CATALOG_PAGE_SIZE } from '../../rules/catalog-query.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { ProductCard } from '../catalog/product-cards.tsx';
import { FREQUENT_PURCHASES, PREVIOUS_PURCHASES, type PurchaseKind, type PurchasesAnswer } from '../../graphql/purchases.ts';

const span = { xs: 12, sm: 12, md: 8, xl: 6, xxl: 6 };
const field = (kind: PurchaseKind) => (kind === 'previous' ? 'previousPurchases' : 'frequentPurchases');

/** One server page of 12; 'load more' adds the next below, so what the dealer saw stays put. */
function PurchasePage({
  kind,
  page,
  canOrder,
  onInfo,
}: {
  kind: PurchaseKind;
  page: number;
  canOrder: boolean;
  onInfo?: (info: PageInfo | null) => void;
}) {
  const variables = { page, limit: CATALOG_PAGE_SIZE };
  // One of the two answers, by the kind asked for; both take the same variables.
  const document = (kind === 'previous' ? PREVIOUS_PURCHASES : FREQUENT_PURCHASES) as TadaDocumentNode<PurchasesAnswer, typeof variables>;
  const query = usePortalQuery(['purchases', kind, variables], document, variables, { staleTime: 30_000 });
  const data = query.data?.[field(kind)];
  useEffect(() => onInfo?.(data?.info ?? null), [data?.info, onInfo]);
  if (query.isError)
    return (
      <Col span={24}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Col>
    );
  if (!data) {
    return Array.from({ length: page === 1 ? 8 : 4 }, (_, i) => (
      <Col key={`s${page}-${i}`} {...span}>
        <Skeleton.Node active style={{ width: '100%', height: 300 }} />
      </Col>
    ));
  }
  return data.products.map((p) => (
    <Col key={p.id} {...span}>
      <ProductCard product={p} canOrder={canOrder} />
    </Col>
  ));
}

/**
 * What the active customer bought before (spec 2 §2): /catalog/previous-purchases, most recent first, and
 * /catalog/frequent-purchases, most often ordered first. Cards with price, stock and a quick add to cart.
 */
export function PurchasesPage({ kind }: { kind: PurchaseKind }) {
  const { t } = useTranslation('catalog');
  const { locale } = useParams();
  const { user } = usePortalUser();
  const queryClient = useQueryClient();
  // Adding to the cart needs a cart (cart.display-order-qty, which the server checks) and a customer.
  const canOrder = !!user?.hasCustCode && !!user.scopes.includes('cart.display-order-qty');
  const [pages, setPages] = useState(1);
  const [info, setInfo] = useState<PageInfo | null>(null);

  // The cards add to what the cart has (cartQty): after any cart change they need the new figure.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: portalKey(['purchases']) });
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [queryClient]);

  const shown = info ? Math.min(info.count, pages * CATALOG_PAGE_SIZE) : 0;
  return (
    <Flex vertical gap={14} data-testid={`purchases-${kind}`}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(`purchases.${kind}_title`)}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`purchases.${kind}_intro`)}</Typography.Text>
      </div>
      {!user?.hasCustCode ? (
        // The purchases are the active customer's: the server refuses them without one, so nothing is asked.
        <Card>
          <EmptyState type="custom" title={t('detail.choose_customer')} />
        </Card>
      ) : info && info.count === 0 ? (
        <Card>
          <EmptyState
            type="custom"
            title={t('purchases.empty_title')}
            description={t('purchases.empty_text')}
            action={
              <ButtonLink to={`/${locale}/catalog`} type="primary">
                {t('purchases.to_catalog')}
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Flex vertical gap={20}>
          <Row gutter={[16, 16]} data-testid="purchases-results">
            {Array.from({ length: pages }, (_, i) => (
              <PurchasePage key={i + 1} kind={kind} page={i + 1} canOrder={canOrder} onInfo={i === 0 ? setInfo : undefined} />
            ))}
          </Row>
          {info && info.count > 0 && (
            <Flex vertical align="center" gap={8}>
              <Typography.Text type="secondary" data-testid="shown-count">
                {t('list.shown', { shown, count: info.count })}
              </Typography.Text>
              {shown < info.count && (
                <Button size="large" onClick={() => setPages((n) => n + 1)} data-testid="load-more">
                  {t('list.load_more')}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      )}
    </Flex>
  );
}
