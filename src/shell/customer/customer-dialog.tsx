import { Alert, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import type { ActiveCustomer } from '../../providers/user.ts';
import { useShellState } from '../shell-state.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { customerMenuFor } from './customer-access.ts';
import { CustomerCards } from './customer-cards.tsx';
import { CustomerTable } from './customer-table.tsx';
import { useSwitchCustomer } from './use-switch-customer.ts';

/**
 * The customer selection dialog (spec 1 §2.9, §4), mounted once by the layout and opened through the shell
 * state. Card list with NEW_CUSTOMER_SELECTION_LIST, table otherwise. It cannot be closed while a customer is
 * required, while the list first loads or while a switch is under way.
 */
export function CustomerDialog() {
  const { user } = usePortalUser();
  if (!user || !customerMenuFor(user).canSwitch) return null;
  return <Dialog current={user.customerData} />;
}

function Dialog({ current }: { current: ActiveCustomer | null }) {
  const { t } = useTranslation('customer');
  const { customerDialog, closeCustomerDialog } = useShellState();
  const { features } = useHostConfig();
  const { switchTo, switchingTo } = useSwitchCustomer();
  const [listLoading, setListLoading] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const { open, required } = customerDialog;
  const locked = required || switchingTo !== null || listLoading;
  const close = () => {
    if (!locked) closeCustomerDialog();
  };
  const Variant = features.NEW_CUSTOMER_SELECTION_LIST ? CustomerCards : CustomerTable;

  return (
    <Modal
      open={open}
      width={650}
      title={required ? t('dialog.title_required') : t('dialog.title')}
      closable={!locked}
      maskClosable={!locked}
      keyboard={!locked}
      onCancel={close}
      footer={null}
      destroyOnHidden
      centered
      // The search is what a user wants first; antd focuses the dialog itself.
      afterOpenChange={(visible) => visible && body.current?.querySelector('input')?.focus()}
    >
      <div ref={body} data-testid="customer-dialog" data-required={required || undefined}>
        {required && <Alert type="info" showIcon message={t('dialog.required')} style={{ marginBottom: 12 }} />}
        <Variant
          current={current}
          switchingTo={switchingTo}
          onSwitch={(row) => void switchTo(row)}
          onBusy={setListLoading}
          required={required}
          onCancel={close}
        />
      </div>
    </Modal>
  );
}
