import { Flex, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, Link } from 'react-router';
import { CLICK_COLLECT_CHOICES, type ClickCollectChoice } from '../../rules/click-collect.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import type { ClickCollectOrder } from '../../graphql/click-collect.ts';

type Article = ClickCollectOrder['details'][number];

/** One article: picture, name, code, quantity and the consumer's price, and its choice (radio while it may be chosen). */
export function ArticleRow({
  article: d,
  mayChoose,
  busy,
  onChoose,
}: {
  article: Article;
  mayChoose: boolean;
  busy: boolean;
  onChoose: (choice: ClickCollectChoice) => void;
}) {
  const { t } = useTranslation('click-collect');
  const { locale } = useParams();
  const money = useMoney();
  return (
    <Flex gap={12} align="flex-start" wrap data-testid="cc-article" style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 12 }}>
      <img src={d.image} alt="" width={64} height={64} style={{ objectFit: 'contain', background: '#fafafa', borderRadius: 6 }} />
      <Flex vertical gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography.Text strong>{d.name}</Typography.Text>
        <Typography.Text type="secondary">{d.sku}</Typography.Text>
        <Typography.Text>{t('detail.qty_price', { qty: d.qty, price: money(d.price) })}</Typography.Text>
        {d.makerOrderNo && d.makerOrderId && (
          <Typography.Text type="secondary">
            {t('detail.maker_order')} <Link to={`/${locale}/order/${d.makerOrderId}`}>{d.makerOrderNo}</Link>
            {' · '}
            {t('detail.qty_shipped', { shipped: d.qtyShipped, qty: d.qty })}
          </Typography.Text>
        )}
      </Flex>
      <Flex style={{ flex: '0 1 auto' }}>
        {mayChoose ? (
          <Radio.Group
            value={d.choice}
            disabled={busy}
            onChange={(e) => onChoose(e.target.value as ClickCollectChoice)}
            aria-label={t('detail.choice_for', { name: d.name })}
            optionType="button"
            buttonStyle="solid"
            data-testid="cc-choice"
          >
            {CLICK_COLLECT_CHOICES.map((c) => (
              <Radio.Button key={c} value={c} data-testid={`cc-choice-${c}`}>
                {t(`choice.${c}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        ) : d.choice ? (
          <Tag color={d.choice === 'order_to_hq' ? 'blue' : 'green'}>{t(`choice.${d.choice}`)}</Tag>
        ) : null}
      </Flex>
    </Flex>
  );
}
