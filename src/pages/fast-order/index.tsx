import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Row, Typography, theme, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../graphql/catalog.ts';
import { cartQuantities, parseQty, rowProblem, type FastOrderEntry } from '../../rules/fast-order.ts';
import { useCartUpdate } from '../catalog/use-add-to-cart.ts';
import { LOOKUP_KEY } from './lookup.ts';
import { OrderRow, type OrderRowState, type RowField } from './order-row.tsx';
import { CsvUploadButton, PasteListButton } from './paste-list.tsx';
import { AddToList } from '../shopping-lists/add-to-list.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

let lastRowId = 0;
const newRow = (entry: FastOrderEntry = { code: '', qty: '1' }): OrderRowState => ({ id: ++lastRowId, ...entry, serverError: null });
const isBlank = (row: FastOrderEntry) => row.code.trim() === '';

/** The grid always ends in one empty row, so there is always a place to type the next code. */
function withEmptyEnd(rows: OrderRowState[]): OrderRowState[] {
  const last = rows[rows.length - 1];
  return last && isBlank(last) ? rows : [...rows, newRow()];
}

/** Puts pasted rows in place of `at` (or after the typed rows), keeping the empty row at the end. */
function placeRows(rows: OrderRowState[], entries: FastOrderEntry[], at?: number): OrderRowState[] {
  const added = entries.map((e) => newRow(e));
  const index = at === undefined ? -1 : rows.findIndex((r) => r.id === at);
  if (index >= 0) return withEmptyEnd([...rows.slice(0, index), ...added, ...rows.slice(index + 1)]);
  return withEmptyEnd([...rows.filter((r) => !isBlank(r)), ...added]);
}

/**
 * Fast order (spec 2 §2, /catalog/fast-order): article codes and quantities typed, pasted from a spreadsheet or
 * read from a CSV file, each looked up as it is entered, then all the valid rows added to the cart at once.
 */
export default function FastOrderPage() {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const screens = useScreens();
  const queryClient = useQueryClient();
  const { update, busy } = useCartUpdate();
  const [rows, setRows] = useState<OrderRowState[]>(() => [newRow(), newRow(), newRow()]);
  const [articles, setArticles] = useState<Record<number, Product | null | undefined>>({});
  const inputs = useRef(new Map<string, InputRef>());
  const [focus, setFocus] = useState<{ id: number; field: RowField } | null>(null);

  useEffect(() => {
    if (focus) inputs.current.get(`${focus.id}:${focus.field}`)?.focus();
  }, [focus, rows]);

  const inputRef = useCallback((id: number, field: RowField, el: InputRef | null) => {
    if (el) inputs.current.set(`${id}:${field}`, el);
    else inputs.current.delete(`${id}:${field}`);
  }, []);
  const onArticle = useCallback(
    (id: number, article: Product | null | undefined) => setArticles((all) => (all[id] === article ? all : { ...all, [id]: article })),
    [],
  );
  const onChange = useCallback(
    (id: number, change: Partial<FastOrderEntry>) =>
      setRows((all) => withEmptyEnd(all.map((r) => (r.id === id ? { ...r, ...change, serverError: null } : r)))),
    [],
  );
  const onRemove = useCallback((id: number) => setRows((all) => withEmptyEnd(all.filter((r) => r.id !== id))), []);
  // Enter goes to the same cell of the next row, adding a row at the end: a barcode scanner ends each code with Enter.
  const onEnter = (id: number, field: RowField) => {
    const index = rows.findIndex((r) => r.id === id);
    const next = rows[index + 1] ?? newRow();
    if (!rows[index + 1]) setRows((all) => [...all, next]);
    setFocus({ id: next.id, field });
  };
  const addRows = useCallback(
    (entries: FastOrderEntry[], at?: number) => {
      if (entries.length === 0) return;
      setRows((all) => placeRows(all, entries, at));
      void message.info(t('fast_order.rows_added', { count: entries.length }));
    },
    [message, t],
  );
  const onPasteRows = useCallback((id: number, entries: FastOrderEntry[]) => addRows(entries, id), [addRows]);

  const filled = rows.filter((r) => !isBlank(r));
  const ready = filled.filter((r) => articles[r.id] && !r.serverError && rowProblem(r, articles[r.id]) === null);
  const attention = filled.filter((r) => r.serverError || rowProblem(r, articles[r.id]) !== null).length;
  const looking = filled.filter((r) => articles[r.id] === undefined).length;

  const addAll = async () => {
    const byCode = new Map(ready.map((r) => [articles[r.id]!.articleCode, articles[r.id]!]));
    const lines = cartQuantities(
      ready.map((r) => ({ articleCode: articles[r.id]!.articleCode, cartQty: articles[r.id]!.cartQty, qty: parseQty(r.qty)! })),
    );
    const ok = await update(
      'fast-order',
      lines.map((l) => ({ product: byCode.get(l.articleCode)!, qty: l.qty })),
      {
        success: t('fast_order.added', { count: ready.length }),
        failed: (reason, line) => {
          // The server names the line it refused; its rows show why and the rest wait for the next try.
          const code = line?.product.articleCode;
          setRows((all) => all.map((r) => (code && articles[r.id]?.articleCode === code ? { ...r, serverError: reason } : r)));
          return code ? t('fast_order.add_failed', { code: byCode.get(code)?.articleCodeDisplay ?? code, reason }) : reason;
        },
      },
    );
    if (!ok) return;
    const sent = new Set(ready.map((r) => r.id));
    setRows((all) => withEmptyEnd(all.filter((r) => !sent.has(r.id))));
    // The looked-up articles carry the cart's quantities, which just changed.
    void queryClient.invalidateQueries({ queryKey: [...LOOKUP_KEY] });
  };

  return (
    <Flex vertical gap={16} data-testid="fast-order">
      <Flex justify="space-between" align="flex-end" wrap gap={12}>
        <div>
          {/* On phones the top bar already names the page. */}
          <Typography.Title level={3} style={{ margin: 0, display: screens.md ? undefined : 'none' }}>
            {t('fast_order.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('fast_order.intro')}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <PasteListButton onRows={addRows} />
          <CsvUploadButton onRows={addRows} />
          <Button icon={<DeleteOutlined />} onClick={() => setRows([newRow(), newRow(), newRow()])} disabled={filled.length === 0}>
            {t('fast_order.clear')}
          </Button>
        </Flex>
      </Flex>
      <Card styles={{ body: { padding: screens.md ? '8px 20px 12px' : '4px 12px 8px' } }}>
        {screens.md && (
          <Row gutter={10} style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorder}` }}>
            <Col span={1}>
              <Typography.Text type="secondary">#</Typography.Text>
            </Col>
            <Col span={6}>
              <Typography.Text type="secondary">{t('fast_order.code')}</Typography.Text>
            </Col>
            <Col span={3}>
              <Typography.Text type="secondary">{t('fast_order.qty')}</Typography.Text>
            </Col>
            <Col span={13}>
              <Typography.Text type="secondary">{t('fast_order.article')}</Typography.Text>
            </Col>
          </Row>
        )}
        {rows.map((row, index) => (
          <OrderRow
            key={row.id}
            row={row}
            index={index}
            onChange={onChange}
            onRemove={onRemove}
            onArticle={onArticle}
            onEnter={onEnter}
            onPasteRows={onPasteRows}
            inputRef={inputRef}
          />
        ))}
        <Typography.Paragraph type="secondary" style={{ margin: '10px 0 0', fontSize: 12 }}>
          {t('fast_order.keyboard_hint')}
        </Typography.Paragraph>
      </Card>
      <Card
        size="small"
        style={screens.md ? undefined : { position: 'sticky', bottom: 8, zIndex: 2, boxShadow: token.boxShadowSecondary }}
        data-testid="fast-order-summary"
      >
        <Flex justify="space-between" align="center" wrap gap={10}>
          <Typography.Text data-testid="fast-order-status">
            {t('fast_order.ready', { count: ready.length })}
            {attention > 0 && (
              <Typography.Text type="danger">
                {' · '}
                {t('fast_order.attention', { count: attention })}
              </Typography.Text>
            )}
            {looking > 0 && (
              <Typography.Text type="secondary">
                {' · '}
                {t('fast_order.looking', { count: looking })}
              </Typography.Text>
            )}
          </Typography.Text>
          <Flex gap={8} wrap style={screens.md ? undefined : { width: '100%' }}>
            {/* The ready rows onto a list instead, for an order the dealer builds over days. */}
            <AddToList
              size="large"
              disabled={ready.length === 0}
              lines={() => ready.map((r) => ({ code: articles[r.id]!.articleCode, qty: parseQty(r.qty)! }))}
            />
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined />}
              disabled={ready.length === 0}
              loading={busy === 'fast-order'}
              onClick={() => void addAll()}
              block={!screens.md}
              data-testid="fast-order-add"
            >
              {ready.length ? t('fast_order.add_all', { count: ready.length }) : t('fast_order.add_none')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
