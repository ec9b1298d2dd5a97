import type { Page } from '@playwright/test';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { expect, test } from './fixtures.ts';
import { dealerOrderingData } from './ordering.ts';
import { PASSWORD, tabTo, withoutBannerPopup } from './support.ts';

/** The focused control shows a ring: an outline, or antd's focus shadow on the field drawn around it. */
async function expectFocusRing(page: Page) {
  // antd fades its focus shadow in: asked until it is there.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return false;
          const fields = [
            el.closest('.ant-select')?.querySelector('.ant-select-selector'),
            el.closest('.ant-input-affix-wrapper, .ant-input-number'),
          ];
          return [el, ...fields].some((e) => {
            if (!e) return false;
            const style = getComputedStyle(e);
            return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
          });
        }),
      { message: 'a visible focus ring' },
    )
    .toBe(true);
}

test('a dealer signs in, searches, adds a bike to the cart and checks out with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  // A dealer of this test's own: an empty cart, so the one line this test adds is the whole order.
  const dealer = await newDealer();
  const { article } = await dealerOrderingData(dealer.username);
  const poNumber = `E2E-KB-${uniqueTag()}`;
  // The promotions popup is not what this is about (it has its own close button and Escape).
  await withoutBannerPopup(page);

  // Sign in: the username field, Tab to the password, Enter.
  await page.goto('/en-us/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(dealer.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('side-menu')).toBeVisible();

  // The first Tab of a page offers to skip the navbar and the menu.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Search by article code; the suggestion opens the product.
  await tabTo(page, page.getByRole('combobox', { name: 'Search the catalog' }), { backwards: true });
  await expectFocusRing(page);
  await page.keyboard.type(article.articleCode);
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/catalog\/bike\//);

  // Add to the cart from the product page.
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  await tabTo(page, add);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /1$/);

  // The navbar's cart opens on Enter and leads to the cart, the cart to the checkout.
  await tabTo(page, page.getByTestId('cart-button'), { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByRole('link', { name: 'View cart' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await tabTo(page, page.getByTestId('cart-checkout').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/cart\/checkout$/);
  await expect(page.getByTestId('checkout-line').first()).toBeVisible({ timeout: 15_000 });

  // The form: the ship-to from its list, shipment and payment with the arrow keys, a PO number, then Place order.
  await tabTo(page, page.getByRole('combobox', { name: 'Ship to' }));
  await expectFocusRing(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-ship-to-address')).toBeVisible();
  await tabTo(page, page.getByTestId('checkout-shipment'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('checkout-shipment').getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, page.getByTestId('checkout-payment'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('checkout-payment').getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, page.getByTestId('checkout-po-number'));
  await page.keyboard.type(poNumber);
  await tabTo(page, page.getByTestId('checkout-submit'));
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-confirmation')).toBeVisible({ timeout: 15_000 });

  const db = await e2eDb();
  const lines = await db
    .selectFrom('orders as o')
    .innerJoin('orderLines as l', 'l.orderId', 'o.id')
    .select('l.articleCode')
    .where('o.poNumber', '=', poNumber)
    .where('o.customerId', '=', dealer.customerId)
    .execute();
  expect(lines.map((l) => l.articleCode)).toEqual([article.articleCode]);
});
