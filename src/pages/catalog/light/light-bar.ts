import i18n from '../../../providers/i18n.ts';
import type { PortalUser } from '../../../providers/user.ts';
import type { HostConfig } from '../../../rules/host-config.ts';
import { trimTitle } from '../../../rules/title.ts';
import { actsForCustomer, customerMenuFor } from '../../../shell/customer/customer-access.ts';
import { showsPreviewChip } from '../../../shell/layout/preview-page.ts';

/**
 * What the app's phone top bar shows under its first row on the catalogue list (src/shell/layout/mobile-top-bar.tsx),
 * so the light first page keeps the same rows and its cards the app's place: the customer chip's text (or none), the
 * preview chip, the search row of the redesigned app bar.
 */
export interface LightBar {
  customer: string | null;
  preview: boolean;
  search: boolean;
}

/** The rows for this user and host, or null where the light page cannot keep the app's places (a rep acting for a dealer reads a banner of the dealer's whole name, of any height). */
export function lightBar(user: PortalUser, config: HostConfig): LightBar | null {
  if (actsForCustomer(user)) return null;
  const menu = customerMenuFor(user);
  const customer = !menu.visible
    ? null
    : user.customerData
      ? trimTitle(user.customerData.custName)
      : menu.canSwitch
        ? i18n.t('customer:chip.choose')
        : null;
  return {
    customer,
    preview: showsPreviewChip(config, user),
    search: config.features.CATALOG_REDESIGN_APP_BAR,
  };
}
