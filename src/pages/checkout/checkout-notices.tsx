import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CreditBlockRelease, CreditInformation } from '../../graphql/credit.ts';
import { useCreditBlockWords } from '../cart/credit-notice.tsx';
import { CreditRelease } from './credit-release.tsx';
import type { ShownRefusal } from './server-errors.ts';

/**
 * Why the order cannot be sent: ordering is off on this site, or the customer is blocked for credit; then, per
 * blocking company, the invoices whose payment opens checkout again, with a way to pay them.
 */
export function BlockedNotice({
  canCheckout,
  credit,
  releases,
}: {
  canCheckout: boolean;
  credit: CreditInformation[];
  releases: CreditBlockRelease[];
}) {
  const { t } = useTranslation('checkout');
  const words = useCreditBlockWords();
  if (!canCheckout) return <Alert type="warning" showIcon message={t('blocked.site')} data-testid="checkout-disabled" />;
  if (!credit.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="checkout-credit-blocked"
      message={words}
      description={
        <Flex vertical gap={12}>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {credit.map((c) => (
              <li key={c.company.code}>
                {c.company.name}: {t(`credit_status_blocked_reason_${c.reasonBlocked}`, { ns: 'customer' })}
              </li>
            ))}
          </ul>
          {releases.map((r) => (
            <CreditRelease key={r.companyCode} release={r} />
          ))}
        </Flex>
      }
    />
  );
}

/** Lines the cart still holds but that cannot be ordered: the API refuses the whole checkout while they are there. */
export function UnorderableNotice({ count }: { count: number }) {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  if (!count) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="checkout-unorderable"
      message={t('unorderable', { count })}
      action={<Link to={`/${locale}/cart`}>{t('back_to_cart')}</Link>}
    />
  );
}

/** A refused checkout that is not about one field. */
export function RefusalNotice({ refusal, onClose }: { refusal: ShownRefusal['alert']; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  if (!refusal) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      role="alert"
      data-testid="checkout-error"
      message={refusal.title}
      description={
        refusal.details.length > 0 && (
          <Flex vertical gap={4}>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {refusal.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            <Link to={`/${locale}/cart`}>{t('back_to_cart')}</Link>
          </Flex>
        )
      }
    />
  );
}

/**
 * Lines asking for more than is left to order (stock ran out since they were added): which line, and what is
 * left, before the dealer presses Place order; the API would refuse the checkout with the same figures.
 */
export function ShortageNotice({ lines }: { lines: { id: number; article: string; qty: number; uom: string; available: number }[] }) {
  const { t } = useTranslation('checkout');
  const { locale } = useParams();
  if (!lines.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="checkout-shortage"
      message={t('shortage.title', { count: lines.length })}
      description={
        <Flex vertical gap={4}>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {lines.map((l) => (
              <li key={l.id}>{t('shortage.line', { article: l.article, qty: l.qty, uom: l.uom, available: l.available })}</li>
            ))}
          </ul>
          <Link to={`/${locale}/cart`}>{t('back_to_cart')}</Link>
        </Flex>
      }
    />
  );
}
