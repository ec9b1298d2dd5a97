import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { formatMinor } from '../../rules/price.ts';
import type { AnalyzedArticle } from '../../graphql/catalog-analyze.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

type Price = NonNullable<AnalyzedArticle['price']>;
type Stock = NonNullable<AnalyzedArticle['stock']>;

/** What the cart charges and from what: the customer's own or the list price, a volume step or a promotion. */
export function PriceSection({ price, qty, uom, phone }: { price: Price; qty: number; uom: string; phone: boolean }) {
  const { t } = useTranslation('catalog-analyze');
  const { currency } = useHostConfig();
  const money = (minor: number) => formatMinor(minor, price.precision, currency);
  const step = price.volumeDiscount;
  const source =
    price.source === 'promotion'
      ? t('price.source_promotion', { code: price.promotionCode })
      : price.source === 'volume' && step
        ? t(`price.source_volume_${step.type === 'fixed' ? 'fixed' : 'percent'}`, {
            term: step.term,
            qty: step.qty,
            value: step.type === 'fixed' ? money(Math.abs(step.value)) : Math.abs(step.value),
          })
        : t('price.source_none');
  return (
    <Descriptions size="small" column={phone ? 1 : 2} bordered title={t('price.title')} data-testid="analyze-price">
      <Descriptions.Item label={t('price.dealer')}>
        {money(price.dealer)}{' '}
        <Typography.Text type="secondary">({t(`price.base_${price.base === 'customer' ? 'customer' : 'list'}`)})</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('price.list')}>{money(price.listPrice)}</Descriptions.Item>
      <Descriptions.Item label={t('price.unit', { qty, uom })}>
        {money(price.unit)} <Typography.Text type="secondary">({source})</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('price.subtotal')}>{money(price.subtotal)}</Descriptions.Item>
      <Descriptions.Item label={t('price.retail')}>{price.retail != null ? money(price.retail) : t('price.no_retail')}</Descriptions.Item>
    </Descriptions>
  );
}

/** What can be ordered now per warehouse, and whether the cart or checkout holds orders to it. */
export function StockSection({ stock, phone }: { stock: Stock; phone: boolean }) {
  const { t } = useTranslation('catalog-analyze');
  const rule = stock.cartHolds ? 'stock.rule_cart' : stock.checkoutHolds ? 'stock.rule_checkout' : 'stock.rule_backorder';
  return (
    <div data-testid="analyze-stock">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('stock.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('stock.available', { count: stock.available })}</Typography.Text> ·{' '}
        <Typography.Text type="secondary">{t(rule)}</Typography.Text>
      </Typography.Paragraph>
      <ResponsiveTable
        size="small"
        pagination={false}
        rowKey="warehouse"
        dataSource={stock.warehouses}
        scroll={phone ? { x: 480 } : undefined}
        locale={{ emptyText: t('stock.no_warehouse') }}
        columns={[
          { title: t('stock.warehouse'), dataIndex: 'warehouse' },
          { title: t('stock.on_hand'), dataIndex: 'available', align: 'right' },
          { title: t('stock.custorder'), dataIndex: 'custorder', align: 'right' },
          {
            title: t('stock.next_arrival'),
            key: 'next',
            render: (_v, w) => (w.nextArrivalQty ? `${w.nextArrivalQty} · ${w.nextArrivalDate ?? '—'}` : '—'),
          },
          { title: t('stock.preorder_from'), dataIndex: 'availableForOrderAt', render: (v: string | null) => v?.slice(0, 10) ?? '—' },
        ]}
      />
    </div>
  );
}

/** Every analysis flag with what it means, its stored value, and whether it stops ordering. */
export function FlagsSection({ line, phone }: { line: AnalyzedArticle; phone: boolean }) {
  const { t } = useTranslation('catalog-analyze');
  const value = (status: boolean | null) => (status == null ? t('flags.not_set') : t(status ? 'flags.yes' : 'flags.no'));
  const effect = (blocks: boolean) =>
    blocks ? (
      <Tag color="error" data-testid="flag-blocks">
        {t('flags.blocks')}
      </Tag>
    ) : (
      <Tag color="success">{t('flags.ok')}</Tag>
    );
  if (phone) {
    // One flag per row, its meaning under it: a four-column table does not fit a phone.
    return (
      <div data-testid="analyze-flags">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('flags.title')}
        </Typography.Title>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {line.flags.map((f) => (
            <li key={f.name} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>{t(`flag.${f.name}.label`)}</Typography.Text>
                {effect(f.blocks)}
              </Flex>
              <Typography.Text type="secondary">
                {t(`flag.${f.name}.meaning`)} {t('flags.value')}: {value(f.status)}.
              </Typography.Text>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div data-testid="analyze-flags">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('flags.title')}
      </Typography.Title>
      <ResponsiveTable
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={line.flags}
        columns={[
          {
            title: t('flags.flag'),
            dataIndex: 'name',
            render: (name: string) => <Typography.Text strong>{t(`flag.${name}.label`)}</Typography.Text>,
          },
          { title: t('flags.meaning'), key: 'meaning', render: (_v, f) => t(`flag.${f.name}.meaning`) },
          { title: t('flags.value'), dataIndex: 'status', render: value },
          { title: t('flags.effect'), dataIndex: 'blocks', render: effect },
        ]}
      />
    </div>
  );
}
