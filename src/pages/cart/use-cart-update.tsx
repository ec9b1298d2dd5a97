import { App, Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../graphql/cart.ts';
import { useCartUpdate } from '../catalog/use-add-to-cart.ts';

/** A typed quantity is sent once the dealer stops changing it, so clicking + five times is one request. */
const QTY_DEBOUNCE_MS = 600;

type Line = Pick<CartLine, 'qty' | 'uom'> & { product: Pick<CartLine['product'], 'articleCode' | 'sorg' | 'name'> };

/**
 * Edits cart lines in place: quantities typed into a line wait a moment, then go to the API; while they wait or
 * travel, the page shows the draft, priced by the price rule. After the API answers, the cart is read again
 * and the navbar's badge follows (cart-changed event).
 */
export function useCartLineEdits(refetch: () => Promise<unknown>) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  // The request, its refusal message and the navbar's cart-changed event are the catalogue's.
  const { update } = useCartUpdate();
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const forget = (code: string, sent?: number) =>
    setDrafts((d) => {
      // A newer draft typed while this one travelled stays.
      if (!(code in d) || (sent !== undefined && d[code] !== sent)) return d;
      const { [code]: _, ...rest } = d;
      return rest;
    });

  const send = useCallback(
    async (line: Line, qty: number) => {
      const code = line.product.articleCode;
      setSaving((s) => ({ ...s, [code]: true }));
      try {
        const done = await update(code, [{ product: { ...line.product, uom: line.uom }, qty }]);
        if (done) await refetch();
        forget(code, done ? qty : undefined);
        return done;
      } finally {
        setSaving(({ [code]: _, ...rest }) => rest);
      }
    },
    [refetch, update],
  );

  /** Removes a line at once, with a way back for a slip of the finger. */
  const remove = useCallback(
    async (line: Line) => {
      const code = line.product.articleCode;
      clearTimeout(timers.current.get(code));
      setDrafts((d) => ({ ...d, [code]: 0 }));
      if (!(await send(line, 0))) return;
      const key = `cart-removed-${code}`;
      void message.open({
        key,
        type: 'success',
        duration: 6,
        content: (
          <span data-testid="cart-removed">
            {t('removed', { name: line.product.name })}{' '}
            <Button
              type="link"
              size="small"
              data-testid="cart-undo"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => {
                message.destroy(key);
                void send(line, line.qty);
              }}
            >
              {t('undo')}
            </Button>
          </span>
        ),
      });
    },
    [message, send, t],
  );

  /** The dealer typed or stepped a quantity: show it now, send it when they stop. */
  const changeQty = useCallback(
    (line: Line, qty: number) => {
      const code = line.product.articleCode;
      clearTimeout(timers.current.get(code));
      setDrafts((d) => ({ ...d, [code]: qty }));
      if (qty === line.qty) {
        forget(code);
        return;
      }
      timers.current.set(
        code,
        setTimeout(() => {
          timers.current.delete(code);
          void (qty === 0 ? remove(line) : send(line, qty));
        }, QTY_DEBOUNCE_MS),
      );
    },
    [remove, send],
  );

  return { drafts, saving, changeQty, remove };
}
