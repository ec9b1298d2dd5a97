import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPDATE_ORDER_LIMITS, type CartLine } from '../../graphql/cart.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { exceedsLimit } from '../../rules/order-limits.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Lines that ask for more than their order limit leaves (a limit tightened, or used by another order, since they
 * were added): checkout would refuse them, so the cart says so and fits them in one step.
 */
export function LimitsNotice({ lines, onFitted }: { lines: CartLine[]; onFitted: () => Promise<unknown> }) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const mutation = usePortalMutation(UPDATE_ORDER_LIMITS);
  const phone = !useScreens().md;
  const over = lines.filter((l) => l.product.allowToOrder && exceedsLimit(l.qty, l.uom, l.orderLimit));
  if (!over.length) return null;

  const fit = async () => {
    try {
      const { data, error } = await mutation.send({
        products: over.map((l) => ({ articleCode: l.product.articleCode, sorg: l.product.sorg })),
      });
      if (error || !data) throw error;
      if (!data.updateOrderLimits.message.status) throw new Error(data.updateOrderLimits.message.description ?? 'refused');
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      await onFitted();
      void message.success(t('limits_notice.done'));
    } catch (error) {
      console.error('Failed fitting the cart to its order limits', error);
      void message.error(t('limits_notice.failed'));
    }
  };

  const button = (
    <Button type="primary" onClick={() => void fit()} loading={mutation.sending} data-testid="cart-fit-limits">
      {t('limits_notice.action')}
    </Button>
  );
  // On a phone the button goes under the text, which would otherwise be squeezed beside it.
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="cart-limits-notice"
      message={t('limits_notice.title', { count: over.length })}
      description={
        phone ? (
          <Flex vertical gap={10} align="flex-start">
            {t('limits_notice.text')}
            {button}
          </Flex>
        ) : (
          t('limits_notice.text')
        )
      }
      action={phone ? undefined : button}
    />
  );
}
