import { HomeOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { SalesCustomerRow } from '../../graphql/customers.ts';
import type { ActiveCustomer } from '../../providers/user.ts';
import { SearchBox } from '../search-box.tsx';

/** What both dialog variants get from the dialog. */
export interface CustomerListProps {
  current: ActiveCustomer | null;
  switchingTo: number | null;
  onSwitch: (row: Pick<SalesCustomerRow, 'id' | 'custName' | 'custCode'>) => void;
  /** The list is loading for the first time: the dialog cannot close meanwhile (spec 1 §4). */
  onBusy: (busy: boolean) => void;
  required: boolean;
  onCancel: () => void;
}

export const SEARCH_DEBOUNCE_MS = 450; // spec 1 §9

export function CustomerSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('customer');
  return (
    <SearchBox
      allowClear
      placeholder={t('dialog.search')}
      aria-label={t('dialog.search')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onSearch={onChange}
      style={{ marginBottom: 12 }}
    />
  );
}

export function NoCustomers({ search }: { search: string }) {
  const { t } = useTranslation('customer');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={search ? t('dialog.empty_search', { search }) : t('dialog.empty')}
      style={{ margin: '24px 0' }}
    />
  );
}

/**
 * The dialog's buttons. A required dialog has no cancel; its way out is the home page, which needs no customer.
 */
export function DialogFooter({
  required,
  busy,
  onCancel,
  children,
}: {
  required: boolean;
  busy: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('customer');
  const { locale } = useParams();
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
      <div>
        {required && (
          <Button
            type="link"
            icon={<HomeOutlined />}
            disabled={busy}
            onClick={() => navigate(`/${locale ?? ''}`)}
            style={{ paddingInline: 0 }}
          >
            {t('dialog.go_home')}
          </Button>
        )}
      </div>
      <Flex gap={8}>
        {!required && (
          <Button onClick={onCancel} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
        )}
        {children}
      </Flex>
    </Flex>
  );
}
