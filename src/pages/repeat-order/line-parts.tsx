import { LoadingOutlined } from '@ant-design/icons';
import { Flex, Input, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { articlePriceOf } from '../../rules/cart.ts';
import { MAX_ROW_QTY, parseQty, qtyTextProblem } from '../../rules/fast-order.ts';
import { priceLine } from '../../rules/price.ts';
import type { RepeatLineState } from '../../rules/repeat-order.ts';
import { unitLabel } from '../cart/unit-label.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import { detailPath } from '../../rules/catalog-query.ts';
import { StockTag } from '../catalog/stock-tag.tsx';
import type { PastLine, TodayArticle } from '../../graphql/repeat-order.ts';

/** A line of the past order as the page shows it: then, today, and what the dealer chose. */
export interface LineView {
  key: string;
  past: PastLine;
  article: TodayArticle | null | undefined;
  state: RepeatLineState;
  chosen: boolean;
  qty: string;
  /** The cart's refusal of this line on the last add. */
  error: string | null;
  lookupFailed: boolean;
}

/** Today's unit price for the typed quantity (volume discounts, promotion), as checkout will charge it; null without a price. */
export function todayUnit(line: LineView): number | null {
  const price = line.article?.price;
  if (!price) return null;
  return priceLine(articlePriceOf(price, line.article!.promotion), parseQty(line.qty) ?? line.past.qty).unit;
}

/** Name and code, linked to the product when it is still sold, with why it cannot be ordered or what the cart said. */
export function LineArticle({ line }: { line: LineView }) {
  const { t } = useTranslation('repeat-order');
  const { locale } = useParams();
  const { article, state } = line;
  const name = article?.name ?? line.past.name;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {article ? (
        <Link to={detailPath(locale, article.category, article.slug)} target="_blank">
          <Typography.Text strong style={{ color: 'inherit' }} data-testid="line-name">
            {name}
          </Typography.Text>
        </Link>
      ) : (
        <Typography.Text strong type={state.kind === 'unavailable' ? 'secondary' : undefined} data-testid="line-name">
          {name}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {line.past.articleCodeDisplay}
        {article && article.cartQty > 0 && ` · ${t('lines.in_cart', { qty: article.cartQty })}`}
      </Typography.Text>
      {state.kind === 'unavailable' && (
        <div>
          <Tag color="default" bordered={false} style={{ whiteSpace: 'normal', marginTop: 2 }} data-testid="line-reason">
            {reasonText(t, state.reason)}
          </Tag>
        </div>
      )}
      {line.lookupFailed && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('lines.lookup_failed')}
        </Typography.Text>
      )}
      {line.error && (
        <div>
          <Tag color="error" bordered={false} style={{ whiteSpace: 'normal', marginTop: 2 }} data-testid="line-error">
            {line.error}
          </Tag>
        </div>
      )}
    </Flex>
  );
}

function reasonText(t: (key: string) => string, reason: Extract<RepeatLineState, { kind: 'unavailable' }>['reason']) {
  return reason === 'not_sold' || reason === 'blocked' ? t(`reason.${reason}`) : t(`catalog:errors.${reason}`);
}

/** Stock today, or a spinner while the article is looked up. */
export function LineStock({ line }: { line: LineView }) {
  if (line.state.kind === 'checking' && !line.lookupFailed) return <LoadingOutlined aria-hidden />;
  return line.article ? <StockTag stock={line.article.stock} /> : <Typography.Text type="secondary">-</Typography.Text>;
}

/** What was ordered then: quantity and the unit price paid. */
export function LineThen({ line, precision }: { line: LineView; precision: number }) {
  const money = useMoney();
  return (
    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="line-then">
      {line.past.qty} {line.past.uom} × {money(line.past.unitPrice, precision)}
    </Typography.Text>
  );
}

/** Today's unit price for the quantity, with the plain dealer price struck through when a discount applies. */
export function LineToday({ line }: { line: LineView }) {
  const money = useMoney();
  const price = line.article?.price;
  const unit = todayUnit(line);
  if (!price || unit === null) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex vertical align="end" gap={0} data-testid="line-price">
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {money(unit, price.precision, price)}
      </Typography.Text>
      {unit < price.dealer && (
        <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
          {money(price.dealer, price.precision, price)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The quantity to order again, with the unit beside it. */
export function LineQty({ line, onQty }: { line: LineView; onQty: (qty: string) => void }) {
  const { t } = useTranslation('repeat-order');
  const problem = line.chosen ? qtyTextProblem(line.qty) : null;
  const invalid = !!problem;
  const id = useId();
  return (
    <Flex vertical gap={2}>
      <Input
        value={line.qty}
        onChange={(e) => onQty(e.target.value)}
        disabled={line.state.kind !== 'orderable'}
        inputMode="numeric"
        status={invalid || line.error ? 'error' : undefined}
        suffix={
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {unitLabel(t, line.past.uom)}
          </Typography.Text>
        }
        aria-label={t('lines.qty_of', { name: line.article?.name ?? line.past.name })}
        aria-invalid={invalid}
        aria-describedby={problem ? id : undefined}
        style={{ width: 110 }}
        data-testid="line-qty"
      />
      {problem && (
        <Typography.Text type="danger" id={id} style={{ fontSize: 12, maxWidth: 200 }} data-testid="qty-problem">
          {t(`cart:qty_problem.${problem}`, { max: MAX_ROW_QTY })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The line's amount today for the typed quantity. */
export function LineSubtotal({ line }: { line: LineView }) {
  const money = useMoney();
  const unit = todayUnit(line);
  const qty = parseQty(line.qty);
  if (unit === null || qty === null || line.state.kind !== 'orderable') return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
      {money(unit * qty, line.article!.price!.precision, line.article!.price!)}
    </Typography.Text>
  );
}
