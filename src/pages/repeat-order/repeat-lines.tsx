import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseQty } from '../../rules/fast-order.ts';
import { canChoose, invalidChosen, isReady, repeatCartQuantities, repeatLineState, type RepeatLine } from '../../rules/repeat-order.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useCartUpdate } from '../catalog/use-add-to-cart.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { todayUnit, type LineView } from './line-parts.tsx';
import { LinesCards, LinesTable } from './lines-views.tsx';
import type { PastOrderDetail, TodayArticle } from '../../graphql/repeat-order.ts';
import { REPEAT_KEY, useBlockReasons, useTodayArticles } from './use-repeat-data.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** What the dealer changed on a line; a line untouched is chosen when it can be ordered, at the quantity ordered then. */
interface LineEdit {
  chosen?: boolean;
  qty?: string;
  error?: string | null;
}

/**
 * The lines of one past order judged by today's catalogue, chosen and sent to the cart in one call. Keyed by the
 * order, so choosing another order starts afresh.
 */
export function RepeatLines({
  order,
  articles: given,
  thenLabel,
  extra,
  onAdded,
}: {
  order: Pick<PastOrderDetail, 'lines' | 'precision'>;
  /** Today's articles by code when the caller has them already (a shopping list reads them with its lines). */
  articles?: ReadonlyMap<string, TodayArticle | null>;
  thenLabel?: string;
  /** More actions beside the add, given the lines as the dealer set them (a list saves its quantities). */
  extra?: (lines: LineView[]) => ReactNode;
  /** The codes of the lines that went to the cart, once they are there. */
  onAdded?: (codes: string[]) => void;
}) {
  const { t } = useTranslation('repeat-order');
  const { locale } = useParams();
  const { token } = theme.useToken();
  const phone = !useScreens().md;
  const money = useMoney();
  const queryClient = useQueryClient();
  const { update, busy } = useCartUpdate();
  const [edits, setEdits] = useState<Record<string, LineEdit>>({});
  const [added, setAdded] = useState<number | null>(null);

  const codes = [...new Set(order.lines.map((l) => l.articleCode))];
  const looked = useTodayArticles(given ? [] : codes);
  const { failed, retry } = looked;
  const articles = given ?? looked.articles;
  const reasons = useBlockReasons(codes.filter((c) => articles.get(c)?.allowToOrder === false));
  const views: LineView[] = order.lines.map((past, i) => {
    const key = String(i);
    const article = articles.get(past.articleCode);
    const state = repeatLineState(article, reasons.get(past.articleCode));
    const edit = edits[key] ?? {};
    return {
      key,
      past,
      article,
      state,
      chosen: canChoose(state) && (edit.chosen ?? true),
      qty: edit.qty ?? String(past.qty),
      error: edit.error ?? null,
      lookupFailed: failed.includes(past.articleCode),
    };
  });
  const rules: RepeatLine[] = views.map((v) => ({
    articleCode: v.past.articleCode,
    state: v.state,
    cartQty: v.article?.cartQty ?? 0,
    chosen: v.chosen,
    qty: v.qty,
  }));
  const ready = views.filter((_, i) => isReady(rules[i]));
  const invalid = invalidChosen(rules).length;
  const checking = views.filter((v) => v.state.kind === 'checking').length;
  const total = ready.reduce((sum, v) => sum + (todayUnit(v) ?? 0) * parseQty(v.qty)!, 0);
  const price = ready[0]?.article?.price;

  const edit = (keys: string[], change: LineEdit) => {
    setAdded(null);
    setEdits((all) => ({ ...all, ...Object.fromEntries(keys.map((k) => [k, { ...all[k], ...change, error: null }])) }));
  };
  const add = async () => {
    const byCode = new Map(ready.map((v) => [v.past.articleCode, v.article!]));
    const ok = await update(
      'repeat-order',
      repeatCartQuantities(rules).map((q) => ({ product: byCode.get(q.articleCode)!, qty: q.qty })),
      {
        failed: (reason, line) => {
          // The cart names the line it refused: that line shows why, the others wait for the next try.
          const code = line?.product.articleCode;
          if (code)
            setEdits((all) => ({
              ...all,
              ...Object.fromEntries(views.filter((v) => v.past.articleCode === code).map((v) => [v.key, { ...all[v.key], error: reason }])),
            }));
          return code ? t('add_failed', { code: byCode.get(code)?.articleCodeDisplay ?? code, reason }) : reason;
        },
      },
    );
    if (!ok) return;
    setAdded(ready.length);
    onAdded?.(ready.map((v) => v.past.articleCode));
    // The articles carry the cart's quantities, which just changed.
    void queryClient.invalidateQueries({ queryKey: [...REPEAT_KEY, 'article'] });
  };

  const View = phone ? LinesCards : LinesTable;
  return (
    <Flex vertical gap={12}>
      {failed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('lines.some_failed')}
          action={
            <Button size="small" onClick={retry}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <Card
        styles={{ body: { padding: phone ? 0 : '4px 8px' } }}
        variant={phone ? 'borderless' : 'outlined'}
        style={phone ? { background: 'transparent', boxShadow: 'none' } : undefined}
      >
        <View
          lines={views}
          precision={order.precision}
          onChoose={(keys, chosen) => edit(keys, { chosen })}
          onQty={(key, qty) => edit([key], { qty })}
          thenLabel={thenLabel}
        />
      </Card>
      {added !== null && (
        <Alert
          type="success"
          showIcon
          message={t('added', { count: added })}
          action={
            <ButtonLink to={`/${locale}/cart`} type="primary" size="small" icon={<ShoppingCartOutlined />}>
              {t('to_cart')}
            </ButtonLink>
          }
          data-testid="repeat-added"
        />
      )}
      <Card
        size="small"
        style={phone ? { position: 'sticky', bottom: 8, zIndex: 2, boxShadow: token.boxShadowSecondary } : undefined}
        data-testid="repeat-summary"
      >
        <Flex justify="space-between" align="center" wrap gap={10}>
          <Flex vertical gap={0}>
            <Typography.Text data-testid="repeat-status">
              {t('chosen', { count: ready.length, total: views.length })}
              {invalid > 0 && (
                <Typography.Text type="danger">
                  {' · '}
                  {t('qty_invalid', { count: invalid })}
                </Typography.Text>
              )}
              {checking > 0 && (
                <Typography.Text type="secondary">
                  {' · '}
                  {t('checking', { count: checking })}
                </Typography.Text>
              )}
            </Typography.Text>
            {price && (
              <Typography.Text strong style={{ fontSize: 16 }} data-testid="repeat-total">
                {t('total_today', { total: money(total, price.precision, price) })}
              </Typography.Text>
            )}
          </Flex>
          <Flex gap={8} wrap style={phone ? { width: '100%' } : undefined}>
            {extra?.(views)}
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined />}
              disabled={ready.length === 0 || invalid > 0}
              loading={busy === 'repeat-order'}
              onClick={() => void add()}
              block={phone}
              data-testid="repeat-add"
            >
              {ready.length ? t('add', { count: ready.length }) : t('add_none')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
