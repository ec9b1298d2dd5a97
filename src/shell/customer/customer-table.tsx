import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesCustomerRow } from '../../graphql/customers.ts';
import { LoadError } from '../load-error.tsx';
import { useDebounced } from '../use-debounced.ts';
import { CustomerSearch, DialogFooter, NoCustomers, SEARCH_DEBOUNCE_MS, type CustomerListProps } from './dialog-parts.tsx';
import { useCustomerPage } from './use-customer-page.ts';
import { ResponsiveTable } from '../responsive-table.tsx';

const PAGE_SIZE = 10; // spec 1 §2.9

/** The table variant of the customer dialog: pick a row, then Apply (spec 1 §2.9). */
export function CustomerTable({ current, switchingTo, onSwitch, onBusy, required, onCancel }: CustomerListProps) {
  const { t } = useTranslation('customer');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<SalesCustomerRow | null>(null);
  const list = useCustomerPage(term, page, PAGE_SIZE);
  const switching = switchingTo !== null;

  useEffect(() => setPage(1), [term]);
  useEffect(() => onBusy(list.isLoading), [list.isLoading, onBusy]);

  const columns: TableColumnsType<SalesCustomerRow> = [
    {
      title: t('dialog.code'),
      dataIndex: 'displayCode',
      width: 110,
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      title: t('dialog.name'),
      dataIndex: 'custName',
      ellipsis: true,
      render: (name: string, row) => (
        <>
          {name}
          {row.id === current?.id && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('dialog.current')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('dialog.city'), dataIndex: 'custCity', width: 150, ellipsis: true, responsive: ['sm'] },
  ];

  if (list.isError) return <LoadError error={list.error} onRetry={list.retry} />;

  const selectedId = picked?.id ?? current?.id;
  return (
    <>
      <CustomerSearch value={search} onChange={setSearch} />
      <ResponsiveTable<SalesCustomerRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.rows}
        loading={list.isFetching}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (_keys, rows) => setPicked(rows[0] ?? null),
          getCheckboxProps: () => ({ disabled: switching }),
        }}
        onRow={(row) => ({ onClick: () => !switching && setPicked(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.total,
          onChange: setPage,
          showSizeChanger: false,
          size: 'small',
          showTotal: (total) => t('dialog.count', { count: total }),
        }}
        locale={{ emptyText: list.isLoading ? ' ' : <NoCustomers search={term} /> }}
      />
      <DialogFooter required={required} busy={switching} onCancel={onCancel}>
        <Button
          type="primary"
          data-testid="customer-apply"
          disabled={!picked || picked.id === current?.id}
          loading={switching}
          onClick={() => picked && onSwitch(picked)}
        >
          {t('dialog.apply')}
        </Button>
      </DialogFooter>
    </>
  );
}
