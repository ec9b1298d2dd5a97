import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography, theme } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../graphql/catalog.ts';
import { cartQuantities, MAX_ROW_QTY, parseQty, qtyTextProblem } from '../../rules/fast-order.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import { AddToList } from '../shopping-lists/add-to-list.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { useMoney } from './price-tag.tsx';
import { arrivalText, StockTag } from './stock-tag.tsx';
import { useCartUpdate } from './use-add-to-cart.ts';

const sizeOf = (p: Product) => p.frameSize ?? p.wheelSize ?? '-';
/** What a piece costs as the card shows it: the promotion price when lower. */
const unitOf = (p: Product) => (p.price ? Math.min(p.price.dealer, p.price.promotionPrice ?? p.price.dealer) : 0);
/** The cart's rule for taking an article now: released, priced, and on hand or in an open pre-order window. */
const orderable = (p: Product) => p.allowToOrder && !!p.price && p.stock.orderable;

/** The arrow keys move between the grid's quantity boxes, as in a spreadsheet. */
function moveFocus(e: KeyboardEvent<HTMLInputElement>, row: number, col: number) {
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (!step) return;
  const input = e.currentTarget;
  // Left and right move the caret inside a box first, and leave it at its ends.
  if (step[1] === -1 && (input.selectionStart ?? 0) > 0) return;
  if (step[1] === 1 && (input.selectionEnd ?? 0) < input.value.length) return;
  const grid = input.closest('[data-grid]');
  for (let r = row + step[0], c = col + step[1], i = 0; i < 50; r += step[0], c += step[1], i++) {
    const next = grid?.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${c}"]`);
    if (next && !next.disabled) {
      e.preventDefault();
      next.focus();
      next.select();
      return;
    }
    if (r < 0 || c < 0 || r > 50 || c > 50) return;
  }
}

/** One variant: price, stock, the next arrival with the day it may be ordered from, and the box for its quantity. */
function Cell({
  product,
  row,
  col,
  value,
  error,
  onChange,
}: {
  product: Product;
  row: number;
  col: number;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const { date } = useOrderDates();
  const problem = value.trim() ? qtyTextProblem(value) : null;
  const arrival = product.stock.nextArrival;
  return (
    <Flex vertical gap={4} data-testid="grid-cell" data-code={product.articleCode} style={{ minWidth: 150 }}>
      <Typography.Text strong>
        {product.price ? money(unitOf(product), product.price.precision, product.price) : t('price.none')}
      </Typography.Text>
      <div>
        <StockTag stock={product.stock} />
      </div>
      {arrival && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="grid-arrival">
          {t('grid.next', { when: arrivalText(t, arrival) })}
          {product.stock.availableForOrderAt && ` · ${t('grid.order_from', { date: date(product.stock.availableForOrderAt) })}`}
        </Typography.Text>
      )}
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => moveFocus(e, row, col)}
        disabled={!orderable(product)}
        inputMode="numeric"
        placeholder="0"
        status={problem || error ? 'error' : undefined}
        aria-label={t('grid.qty_of', { colour: product.colour, size: sizeOf(product) })}
        aria-invalid={!!problem}
        data-row={row}
        data-col={col}
        data-testid="grid-qty"
        style={{ width: 96 }}
      />
      {(problem || error) && (
        <Typography.Text type="danger" style={{ fontSize: 12, maxWidth: 180 }}>
          {error ?? t(`cart:qty_problem.${problem}`, { max: MAX_ROW_QTY })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Every size and colour of a bike model as one grid (sizes down, colours across), each cell with its price, stock,
 * next arrival and a quantity; the whole grid goes to the cart or a list at once, by the cart's own rules (the server
 * refuses a line it would refuse in the cart, and the cell says why). On a phone each colour is a block of sizes.
 */
export function VariantGrid({ variants, onAdded }: { variants: readonly Product[]; onAdded: () => void }) {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const phone = !useScreens().md;
  const money = useMoney();
  const { update, busy } = useCartUpdate();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sizes = useMemo(() => [...new Set(variants.map(sizeOf))], [variants]);
  const colours = useMemo(() => [...new Map(variants.map((v) => [v.colour, v])).values()], [variants]);
  const at = (size: string, colour: string) => variants.find((v) => sizeOf(v) === size && v.colour === colour);

  const chosen = variants.flatMap((v) => {
    const qty = parseQty(typed[v.articleCode] ?? '');
    return qty !== null && orderable(v) ? [{ product: v, qty }] : [];
  });
  const invalid = variants.some((v) => (typed[v.articleCode] ?? '').trim() && qtyTextProblem(typed[v.articleCode]));
  const total = chosen.reduce((sum, c) => sum + unitOf(c.product) * c.qty, 0);
  const pieces = chosen.reduce((sum, c) => sum + c.qty, 0);
  const price = variants.find((v) => v.price)?.price;

  const type = (code: string, value: string) => {
    setTyped((all) => ({ ...all, [code]: value }));
    setErrors((all) => ({ ...all, [code]: '' }));
  };
  const addAll = async () => {
    const byCode = new Map(chosen.map((c) => [c.product.articleCode, c.product]));
    const lines = cartQuantities(chosen.map((c) => ({ articleCode: c.product.articleCode, cartQty: c.product.cartQty, qty: c.qty })));
    const ok = await update(
      'variant-grid',
      lines.map((l) => ({ product: byCode.get(l.articleCode)!, qty: l.qty })),
      {
        success: t('grid.added', { count: pieces }),
        failed: (reason, line) => {
          if (line) setErrors((all) => ({ ...all, [line.product.articleCode]: reason }));
          return reason;
        },
      },
    );
    if (!ok) return;
    setTyped({});
    onAdded();
  };

  const cell = (size: string, colour: Product, row: number, col: number) => {
    const v = at(size, colour.colour);
    return v ? (
      <Cell
        product={v}
        row={row}
        col={col}
        value={typed[v.articleCode] ?? ''}
        error={errors[v.articleCode] || null}
        onChange={(value) => type(v.articleCode, value)}
      />
    ) : (
      <Typography.Text type="secondary">-</Typography.Text>
    );
  };
  const swatch = (c: Product) => (
    <Flex gap={6} align="center">
      <span
        aria-hidden
        style={{ width: 12, height: 12, borderRadius: 6, background: c.colourHex, border: `1px solid ${token.colorBorder}` }}
      />
      <Typography.Text strong>{c.colour}</Typography.Text>
    </Flex>
  );

  return (
    <Card title={t('grid.title')} data-testid="variant-grid">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('grid.intro')}</Typography.Text>
        <div data-grid style={{ overflowX: 'auto' }}>
          {phone ? (
            <Flex vertical gap={16}>
              {colours.map((c, col) => (
                <Flex key={c.colour} vertical gap={8}>
                  {swatch(c)}
                  {sizes.map((s, row) =>
                    at(s, c.colour) ? (
                      <Flex key={s} gap={12} align="start" style={{ borderTop: `1px solid ${token.colorSplit}`, paddingTop: 8 }}>
                        <Typography.Text strong style={{ width: 48, flex: 'none' }}>
                          {s}
                        </Typography.Text>
                        {cell(s, c, row, col)}
                      </Flex>
                    ) : null,
                  )}
                </Flex>
              ))}
            </Flex>
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start', padding: 8 }}>
                    {t('grid.size')}
                  </th>
                  {colours.map((c) => (
                    <th key={c.colour} scope="col" style={{ textAlign: 'start', padding: 8 }}>
                      {swatch(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sizes.map((s, row) => (
                  <tr key={s} style={{ borderTop: `1px solid ${token.colorSplit}` }}>
                    <th scope="row" style={{ textAlign: 'start', padding: 8, verticalAlign: 'top' }}>
                      {s}
                    </th>
                    {colours.map((c, col) => (
                      <td key={c.colour} style={{ padding: 8, verticalAlign: 'top' }}>
                        {cell(s, c, row, col)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ borderTop: `1px solid ${token.colorSplit}`, paddingTop: 12 }}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="grid-total">
            {t('grid.total', { count: pieces, total: price ? money(total, price.precision, price) : '-' })}
          </Typography.Text>
          <Flex gap={8} wrap>
            <AddToList
              disabled={!chosen.length || invalid}
              lines={() => chosen.map((c) => ({ code: c.product.articleCode, qty: c.qty }))}
            />
            <Button
              type="primary"
              icon={<ShoppingCartOutlined />}
              disabled={!chosen.length || invalid}
              loading={busy === 'variant-grid'}
              onClick={() => void addAll()}
              data-testid="grid-add"
            >
              {t('grid.add_all')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
