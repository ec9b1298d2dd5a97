import { CloseOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Row, Tag, Typography, theme, type InputRef } from 'antd';
import { useEffect, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Product } from '../../graphql/catalog.ts';
import { isMultiCellPaste, MAX_ROW_QTY, parseRows, rowProblem, type FastOrderEntry } from '../../rules/fast-order.ts';
import { unitLabel } from '../cart/unit-label.ts';
import { PriceTag } from '../catalog/price-tag.tsx';
import { detailPath } from '../../rules/catalog-query.ts';
import { StockTag } from '../catalog/stock-tag.tsx';
import { useArticleLookup } from './lookup.ts';

/** A row of the grid: what the dealer typed, and the server's refusal of it when the last add failed. */
export interface OrderRowState extends FastOrderEntry {
  id: number;
  serverError: string | null;
}

export type RowField = 'code' | 'qty';

interface Props {
  row: OrderRowState;
  index: number;
  onChange: (id: number, change: Partial<FastOrderEntry>) => void;
  onRemove: (id: number) => void;
  onArticle: (id: number, article: Product | null | undefined) => void;
  onEnter: (id: number, field: RowField) => void;
  onPasteRows: (id: number, rows: FastOrderEntry[]) => void;
  inputRef: (id: number, field: RowField, el: InputRef | null) => void;
}

/** One line of the fast order: code and quantity, and what the code turned out to be. */
export function OrderRow({ row, index, onChange, onRemove, onArticle, onEnter, onPasteRows, inputRef }: Props) {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const { locale } = useParams();
  const { article, failed, retry } = useArticleLookup(row.code);
  useEffect(() => onArticle(row.id, article), [row.id, article, onArticle]);

  const problem = rowProblem(row, article);
  // A refused quantity says why (cart:qty_problem), like every quantity box of the portal.
  const error = problem?.startsWith('qty_')
    ? t(`cart:qty_problem.${problem.slice(4)}`, { max: MAX_ROW_QTY })
    : problem
      ? t(`fast_order.problem.${problem}`)
      : row.serverError;
  const looking = row.code.trim() !== '' && article === undefined && !failed;
  const keyDown = (field: RowField) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter(row.id, field);
    }
  };
  // A block of cells from a spreadsheet fills this row and the ones below, not one input.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!isMultiCellPaste(text)) return;
    e.preventDefault();
    onPasteRows(row.id, parseRows(text));
  };

  return (
    <Row
      gutter={[10, 6]}
      align="top"
      data-testid="fast-order-row"
      data-code={row.code}
      data-state={error ? 'error' : article ? 'found' : looking ? 'looking' : 'empty'}
      style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Col xs={0} md={1}>
        <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
          {index + 1}
        </Typography.Text>
      </Col>
      <Col xs={14} md={6}>
        <Input
          ref={(el) => inputRef(row.id, 'code', el)}
          value={row.code}
          onChange={(e) => onChange(row.id, { code: e.target.value })}
          onKeyDown={keyDown('code')}
          onPaste={paste}
          placeholder={t('fast_order.code_placeholder')}
          aria-label={t('fast_order.code_row', { row: index + 1 })}
          status={problem === 'unknown_code' || problem === 'not_orderable' ? 'error' : undefined}
          suffix={looking ? <LoadingOutlined style={{ color: token.colorTextQuaternary }} /> : <span />}
          autoComplete="off"
          spellCheck={false}
          data-testid="row-code"
        />
      </Col>
      <Col xs={7} md={3}>
        <Input
          ref={(el) => inputRef(row.id, 'qty', el)}
          value={row.qty}
          onChange={(e) => onChange(row.id, { qty: e.target.value })}
          onKeyDown={keyDown('qty')}
          inputMode="numeric"
          aria-label={t('fast_order.qty_row', { row: index + 1 })}
          status={problem?.startsWith('qty_') || row.serverError ? 'error' : undefined}
          suffix={
            article ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {unitLabel(t, article.uom)}
              </Typography.Text>
            ) : (
              <span />
            )
          }
          data-testid="row-qty"
        />
      </Col>
      <Col xs={3} md={{ span: 1, push: 13 }} style={{ textAlign: 'right' }}>
        <Button
          type="text"
          icon={<CloseOutlined />}
          onClick={() => onRemove(row.id)}
          aria-label={t('fast_order.remove_row', { row: index + 1 })}
          disabled={!row.code && !row.qty}
        />
      </Col>
      <Col xs={24} md={{ span: 13, pull: 1 }}>
        {article && (
          <Flex gap={12} align="center" wrap justify="space-between">
            <Flex vertical style={{ minWidth: 0, flex: '1 1 180px' }}>
              <Link to={detailPath(locale, article.category, article.slug)} target="_blank">
                <Typography.Text strong ellipsis={{ tooltip: article.name }} style={{ maxWidth: '100%' }} data-testid="row-name">
                  {article.name}
                </Typography.Text>
              </Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {article.articleCodeDisplay}
                {article.cartQty > 0 && ` · ${t('detail.in_cart', { qty: article.cartQty })}`}
              </Typography.Text>
            </Flex>
            <Flex gap={12} align="center">
              <StockTag stock={article.stock} />
              <div style={{ minWidth: 90, textAlign: 'right' }}>
                <PriceTag price={article.price} />
              </div>
            </Flex>
          </Flex>
        )}
        {failed && (
          <Typography.Text type="warning">
            {t('fast_order.lookup_failed')}{' '}
            <Button type="link" size="small" onClick={retry}>
              {t('fast_order.retry')}
            </Button>
          </Typography.Text>
        )}
        {error && (
          <div>
            <Tag color="error" bordered={false} style={{ whiteSpace: 'normal', marginTop: article ? 6 : 4 }} data-testid="row-error">
              {error}
            </Tag>
          </div>
        )}
      </Col>
    </Row>
  );
}
