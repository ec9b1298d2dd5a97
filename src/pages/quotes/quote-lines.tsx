import { InputNumber, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { useHostConfig } from '../../providers/config.tsx';

export interface ShownQuoteLine {
  id: number;
  articleCodeDisplay: string;
  name: string;
  qty: number;
  uom: string;
  listPrice: number;
  quotedPrice: number | null;
}

interface Props {
  lines: readonly ShownQuoteLine[];
  precision: number;
  /** While staff answer: each line's price as typed (minor units), and how to change it. */
  editing?: { prices: Record<number, number | null>; onPrice: (id: number, minor: number | null) => void; disabled?: boolean };
}

/** A quote's lines: the article, the quantity, the price when asked, the quoted price (typed while answering) and the line's total. */
export function QuoteLines({ lines, precision, editing }: Props) {
  const { t } = useTranslation('quotes');
  const money = useMoney();
  const { currency } = useHostConfig();
  const scale = 10 ** precision;
  // Typed prices read as the amounts beside them: grouped the reader's way (the market's way without a reader locale).
  const parts = currency.locale ? new Intl.NumberFormat(currency.locale).formatToParts(12_345.6) : [];
  const group = parts.find((p) => p.type === 'group')?.value ?? (currency.thousandSeparator || ',');
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? (currency.decimalSeparator || '.');
  const grouped = (value: string | number | undefined) => {
    const [whole = '', part] = String(value ?? '').split('.');
    return [whole.replace(/\B(?=(\d{3})+(?!\d))/g, group), part].filter((p) => p !== undefined).join(decimal);
  };
  const parsed = (text: string | undefined) => Number((text ?? '').split(group).join('').replace(decimal, '.'));
  const nowrap = { style: { whiteSpace: 'nowrap' as const } };
  const quotedOf = (l: ShownQuoteLine) => (editing ? (editing.prices[l.id] ?? null) : l.quotedPrice);
  const columns: ColumnsType<ShownQuoteLine> = [
    {
      key: 'article',
      title: t('columns.article'),
      render: (_v, l) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{l.articleCodeDisplay}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.name}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'qty', title: t('columns.qty'), align: 'right', render: (_v, l) => `${l.qty} ${l.uom}` },
    { key: 'list', title: t('columns.list_price'), align: 'right', onCell: () => nowrap, render: (_v, l) => money(l.listPrice, precision) },
    {
      key: 'quoted',
      title: t('columns.quoted_price'),
      align: 'right',
      onCell: () => nowrap,
      render: (_v, l) => {
        if (!editing) return l.quotedPrice === null ? '–' : <Typography.Text strong>{money(l.quotedPrice, precision)}</Typography.Text>;
        const price = editing.prices[l.id];
        return (
          <InputNumber<number>
            min={0}
            step={precision ? 1 / scale : 1}
            precision={precision}
            formatter={grouped}
            parser={parsed}
            decimalSeparator={decimal}
            value={price == null ? null : price / scale}
            onChange={(v) => editing.onPrice(l.id, v == null ? null : Math.round(v * scale))}
            disabled={editing.disabled}
            status={price == null ? 'error' : undefined}
            style={{ width: 140 }}
            aria-label={t('answer.price_of', { article: l.articleCodeDisplay })}
            data-testid="quote-price"
          />
        );
      },
    },
    {
      key: 'total',
      title: t('columns.line_total'),
      align: 'right',
      onCell: () => nowrap,
      render: (_v, l) => {
        const quoted = quotedOf(l);
        return money((quoted ?? l.listPrice) * l.qty, precision);
      },
    },
  ];
  return (
    <ResponsiveTable<ShownQuoteLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines as ShownQuoteLine[]}
      columns={columns}
      phoneView="cards"
      keyColumn="article"
      data-testid="quote-lines"
    />
  );
}

/** What the lines come to at the prices when asked and at the quoted prices (null while a price is missing). */
export function quoteTotals(lines: readonly ShownQuoteLine[], quoted: (l: ShownQuoteLine) => number | null) {
  const list = lines.reduce((sum, l) => sum + l.listPrice * l.qty, 0);
  const prices = lines.map(quoted);
  const offered = prices.every((p) => p !== null) ? lines.reduce((sum, l, i) => sum + prices[i]! * l.qty, 0) : null;
  return { list, offered };
}
