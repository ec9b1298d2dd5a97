import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_CUSTOMER, type SalesCustomerRow } from '../../graphql/customers.ts';
import type { VariablesOf } from '../../graphql/tada.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { currentLocale } from '../../providers/i18n.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { endsSession } from '../../providers/portal-request.ts';
import { localeOfPath } from '../../rules/locales.ts';
import { saveTokens } from '../../providers/tokens.ts';
import { forgetUser } from '../../providers/user.ts';
import type { FeatureFlags } from '../../rules/host-config.ts';
import type { CatalogCategories } from '../../rules/navigation.ts';
import { useCatalogCategories } from '../catalog-categories.ts';
import { defaultCatalogUrl, isCatalogPath } from './catalog-url.ts';
import { pathWithoutLocale } from './route-rule.ts';

export type SwitchTarget = Pick<SalesCustomerRow, 'id' | 'custName' | 'custCode'>;

/**
 * After a switch every loaded figure belongs to the previous customer, so the page loads afresh (spec 1 §4):
 * a catalogue page goes to the default catalogue, any other page reloads where it is.
 */
function reloadForNewCustomer(features: FeatureFlags, categories: CatalogCategories | null): void {
  const { pathname } = window.location;
  if (isCatalogPath(pathWithoutLocale(pathname))) {
    window.location.assign(`/${localeOfPath(pathname) ?? currentLocale()}${defaultCatalogUrl(features, categories)}`);
  } else {
    window.location.reload();
  }
}

/**
 * Switches the session to another customer: changeCustomer answers new tokens that carry the customer and
 * replace the session's. A refused switch shows "Failed change customer"; only an expired session (401) ends it.
 */
export function useSwitchCustomer() {
  const { t } = useTranslation('customer');
  const { message } = App.useApp();
  const { send } = usePortalMutation(CHANGE_CUSTOMER);
  const { features } = useHostConfig();
  const { categories } = useCatalogCategories();
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);

  const switchTo = useCallback(
    async (target: SwitchTarget) => {
      setSwitchingTo(target.id);
      const variables: VariablesOf<typeof CHANGE_CUSTOMER> = { r3: target.custCode.r3, isr: target.custCode.isr };
      const { data, error } = await send(variables);
      if (!data) {
        setSwitchingTo(null);
        // An ended session goes to the login page (the write hook); anything else is a refused switch.
        if (!endsSession(error)) void message.error(t('failed_change_customer', { ns: 'common' }));
        return;
      }
      saveTokens(data.changeCustomer);
      forgetUser();
      void message.loading(t('dialog.switching', { name: target.custName }), 0);
      reloadForNewCustomer(features, categories); // the dialog stays locked until the page is gone
    },
    [categories, send, features, message, t],
  );

  return { switchTo, switchingTo };
}
