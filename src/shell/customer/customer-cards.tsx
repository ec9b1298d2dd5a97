import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Spin, Tag, Typography, theme } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesCustomerRow } from '../../graphql/customers.ts';
import { addressLine } from '../../rules/address.ts';
import { displayCustomerCode } from '../../rules/customer-code.ts';
import { LoadError } from '../load-error.tsx';
import { useDebounced } from '../use-debounced.ts';
import { CustomerSearch, DialogFooter, NoCustomers, SEARCH_DEBOUNCE_MS, type CustomerListProps } from './dialog-parts.tsx';
import { PageWindow } from './page-window.tsx';
import { useCustomerPage } from './use-customer-page.ts';

const PAGE_SIZES = [10, 25, 50]; // spec 1 §9

type CardCustomer = Pick<SalesCustomerRow, 'id' | 'custName' | 'custAddress' | 'custCity' | 'custRegion' | 'custCountryId' | 'custCode'>;

/** The card-list variant (feature NEW_CUSTOMER_SELECTION_LIST): the current customer on top, a click switches at once. */
export function CustomerCards({ current, switchingTo, onSwitch, onBusy, required, onCancel }: CustomerListProps) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const list = useCustomerPage(term, page, pageSize);
  const switching = switchingTo !== null;

  useEffect(() => setPage(1), [term, pageSize]);
  useEffect(() => onBusy(list.isLoading), [list.isLoading, onBusy]);

  const others = list.rows.filter((row) => row.id !== current?.id);
  const pageCount = Math.max(1, Math.ceil(list.total / pageSize));

  return (
    <>
      <CustomerSearch value={search} onChange={setSearch} />
      <div style={{ maxHeight: 'min(52vh, 560px)', overflowY: 'auto', padding: 2, marginBottom: 12 }}>
        <Flex vertical gap={8}>
          {current && <CustomerCard customer={current} isCurrent busy={false} disabled />}
          {list.isError ? (
            <LoadError error={list.error} onRetry={list.retry} />
          ) : list.isLoading ? (
            Array.from({ length: 3 }, (_, i) => (
              <Card key={i} size="small">
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </Card>
            ))
          ) : others.length === 0 ? (
            <NoCustomers search={term} />
          ) : (
            <Spin spinning={list.isFetching && !switching} delay={200}>
              <Flex vertical gap={8}>
                {others.map((row) => (
                  <CustomerCard
                    key={row.id}
                    customer={row}
                    busy={switchingTo === row.id}
                    disabled={switching}
                    onChoose={() => onSwitch(row)}
                  />
                ))}
              </Flex>
            </Spin>
          )}
        </Flex>
      </div>
      {!list.isError && list.total > 0 && (
        <PageWindow
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={setPageSize}
          disabled={switching}
        />
      )}
      <DialogFooter required={required} busy={switching} onCancel={onCancel} />
    </>
  );
}

interface CustomerCardProps {
  customer: CardCustomer;
  isCurrent?: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose?: () => void;
}

/** One customer; a button for the keyboard too (Enter or Space). */
function CustomerCard({ customer, isCurrent = false, busy, disabled, onChoose }: CustomerCardProps) {
  const { t } = useTranslation('customer');
  const { token } = theme.useToken();
  const clickable = !!onChoose && !disabled;
  const place = addressLine(
    { address: customer.custAddress, city: customer.custCity, region: customer.custRegion },
    customer.custCountryId,
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (clickable && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onChoose();
    }
  };

  return (
    <Card
      size="small"
      hoverable={clickable}
      role={onChoose ? 'button' : undefined}
      tabIndex={onChoose ? 0 : undefined}
      aria-disabled={onChoose ? !clickable : undefined}
      aria-current={isCurrent || undefined}
      data-testid={isCurrent ? 'customer-card-current' : 'customer-card'}
      onClick={clickable ? onChoose : undefined}
      onKeyDown={onKeyDown}
      style={{
        cursor: clickable ? 'pointer' : 'default',
        borderColor: isCurrent ? token.colorPrimary : undefined,
        background: isCurrent ? token.colorPrimaryBg : undefined,
        opacity: disabled && !busy && !isCurrent ? 0.6 : 1,
      }}
    >
      <Flex justify="space-between" align="center" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {customer.custName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
            <EnvironmentOutlined aria-hidden /> {place || '-'}
          </Typography.Text>
        </div>
        <Flex vertical align="flex-end" gap={4} style={{ flexShrink: 0 }}>
          {busy ? (
            <Spin size="small" />
          ) : (
            <Tag color="geekblue" style={{ margin: 0 }}>
              {displayCustomerCode(customer.custCode)}
            </Tag>
          )}
          {isCurrent && (
            <Tag color="blue" style={{ margin: 0 }}>
              {t('dialog.current')}
            </Tag>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
