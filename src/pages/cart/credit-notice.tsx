import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { creditBlockWording } from '../../rules/cart.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { useCreditBlock } from '../checkout/credit-block.ts';

/** The words of a credit block for whoever reads it: the dealer, or a rep acting for the dealer (by name). */
export function useCreditBlockWords() {
  const { t } = useTranslation('cart');
  const { user } = usePortalUser();
  const { key, values } = creditBlockWording({ isSales: !!user?.isSales, customerName: user?.customerData?.custName });
  return t(key, values);
}

/**
 * A credit block shown on the cart as soon as the customer is known, before the dealer (or the rep for them)
 * fills a checkout the API would refuse; the companies that block and the way to pay are on the checkout and
 * in the credit widget.
 */
export function CartCreditNotice() {
  const { t } = useTranslation('cart');
  const { locale } = useParams();
  const credit = useCreditBlock();
  const words = useCreditBlockWords();
  if (!credit.blocks.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="cart-credit-blocked"
      message={words}
      description={
        <Flex vertical gap={4}>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {credit.blocks.map((c) => (
              <li key={c.company.code}>
                {c.company.name}: {t(`credit_status_blocked_reason_${c.reasonBlocked}`, { ns: 'customer' })}
              </li>
            ))}
          </ul>
          {credit.releases.length > 0 && <Link to={`/${locale}/cart/checkout`}>{t('credit_block.how_to_release')}</Link>}
        </Flex>
      }
    />
  );
}
