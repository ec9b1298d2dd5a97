import { ArrowLeftOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QUOTE } from '../../graphql/quotes.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { useCartUpdate } from '../catalog/use-add-to-cart.ts';
import { QUOTES_KEY } from './request-quote.tsx';
import { QuoteFacts } from './quote-facts.tsx';
import { QuoteLines, quoteTotals } from './quote-lines.tsx';
import { QuoteOrderForm } from './order-form.tsx';

/**
 * One of the dealer's quotes (/catalog/quotes/:id): what was asked and answered; an answered quote is ordered here at
 * its quoted prices, once, before its last day; a declined or expired one's lines go back into the cart.
 */
export default function QuotePage() {
  const { t } = useTranslation('quotes');
  const { locale, id } = useParams();
  const navigate = useNavigate();
  const phone = !useScreens().md;
  const money = useMoney();
  const { update, busy } = useCartUpdate();
  const query = usePortalQuery([...QUOTES_KEY, 'one', Number(id)], QUOTE, { id: Number(id) });
  const quote = query.data?.quote;

  const back = (
    <Link to={`/${locale}/catalog/quotes`}>
      <ArrowLeftOutlined /> {t('back')}
    </Link>
  );
  if (query.isError) return <LoadError error={query.error} titleKey="quotes:load_failed" onRetry={() => void query.refetch()} />;
  if (!quote)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const orderable = quote.lines.filter((l) => l.product);
  const toCart = async () => {
    const done = await update(
      'quote-to-cart',
      orderable.map((l) => ({ product: { ...l.product!, uom: l.uom }, qty: (l.product!.cartQty ?? 0) + l.qty })),
      { success: t('to_cart.done') },
    );
    if (done) void navigate(`/${locale}/cart`);
  };
  const offered = quoteTotals(quote.lines, (l) => l.quotedPrice).offered;
  const lines = (
    <Card title={t('lines_title', { count: quote.lines.length })} styles={{ body: { padding: phone ? 8 : 12 } }}>
      <QuoteLines lines={quote.lines} precision={quote.precision} />
    </Card>
  );

  let action = null;
  if (quote.state === 'requested') action = <Alert type="info" showIcon message={t('waiting.title')} description={t('waiting.text')} />;
  else if (quote.state === 'declined' || quote.state === 'expired')
    action = (
      <Alert
        type={quote.state === 'expired' ? 'warning' : 'info'}
        showIcon
        message={t(quote.state === 'expired' ? 'to_cart.expired' : 'to_cart.declined')}
        action={
          orderable.length > 0 && (
            <Button
              icon={<ShoppingCartOutlined />}
              loading={busy === 'quote-to-cart'}
              onClick={() => void toCart()}
              data-testid="quote-to-cart"
            >
              {t('to_cart.button')}
            </Button>
          )
        }
      />
    );
  else if (quote.state === 'answered' && offered !== null)
    action = <QuoteOrderForm quoteId={quote.id} total={money(offered, quote.precision)} onRefused={() => void query.refetch()} />;

  return (
    <Flex vertical gap={16} data-testid="quote-page" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && back}
      <QuoteFacts quote={quote} side="dealer" phone={phone} />
      {quote.state === 'answered' ? (
        <Row gutter={[16, 16]} align="top">
          <Col xs={24} lg={14}>
            {lines}
          </Col>
          <Col xs={24} lg={10}>
            {action}
          </Col>
        </Row>
      ) : (
        <>
          {action}
          {lines}
        </>
      )}
    </Flex>
  );
}
