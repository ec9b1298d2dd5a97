import { SwapOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Grid, Input, List, Tag, Typography } from 'antd';
import { useCustomMutation, useInvalidateAuthStore, useList } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_CUSTOMER, SALES_CUSTOMERS, type SalesCustomerRow } from '../../graphql/customers.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { saveTokens, type SessionTokens } from '../../providers/tokens.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useDebounced } from '../../shell/use-debounced.ts';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 450; // spec 1 §9, customer dialog

/** A sales user's customers, searchable; choosing one makes the session act for it (spec 1 §4 "Customer picker"). */
export function CustomerSwitcher({ activeCustomerId }: { activeCustomerId: number | null }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const { sorg } = useHostConfig();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const invalidateAuth = useInvalidateAuthStore();
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);
  const phone = !Grid.useBreakpoint().sm; // bigger buttons for thumbs

  const { result, query } = useList<SalesCustomerRow>({
    resource: 'salesCustomers',
    pagination: { currentPage: 1, pageSize: PAGE_SIZE },
    filters: term ? [{ field: 'q', operator: 'contains', value: term }] : [],
    meta: { gqlQuery: SALES_CUSTOMERS, gqlVariables: { sorgs: sorg ? [sorg] : undefined } },
    errorNotification: false,
  });
  const { mutateAsync: changeCustomer } = useCustomMutation<{ changeCustomer: SessionTokens }>();

  const choose = async (row: SalesCustomerRow) => {
    setSwitchingTo(row.id);
    try {
      const { data } = await changeCustomer({
        url: '',
        method: 'post',
        values: { r3: row.custCode.r3, isr: row.custCode.isr },
        meta: { gqlMutation: CHANGE_CUSTOMER },
        successNotification: false,
        errorNotification: false,
      });
      saveTokens(data.changeCustomer); // the new tokens carry the customer; GET /user follows them
      await invalidateAuth();
      void message.success(t('customers.changed', { name: row.custName }));
    } catch {
      void message.error(t('failed_change_customer', { ns: 'common' }));
    } finally {
      setSwitchingTo(null);
    }
  };

  const total = result.total ?? 0;
  return (
    <Card
      title={<><SwapOutlined /> {t('customers.title')}</>}
      extra={query.isSuccess && <Typography.Text type="secondary">{t('customers.count', { count: total })}</Typography.Text>}
    >
      <Input.Search
        allowClear
        size="large"
        placeholder={t('customers.search')}
        aria-label={t('customers.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={setSearch}
        style={{ marginBottom: 12 }}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <List<SalesCustomerRow>
          loading={query.isLoading}
          dataSource={result.data}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.empty')} /> }}
          renderItem={(row) => {
            const active = row.id === activeCustomerId;
            return (
              <List.Item
                actions={[
                  active ? (
                    <Tag color="green" key="active">{t('customers.active')}</Tag>
                  ) : (
                    <Button
                      key="choose"
                      type="primary"
                      ghost
                      size={phone ? 'large' : 'middle'}
                      loading={switchingTo === row.id}
                      disabled={switchingTo !== null && switchingTo !== row.id}
                      onClick={() => void choose(row)}
                    >
                      {t('customers.choose')}
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta title={row.custName} description={[row.displayCode, row.custCity].filter(Boolean).join(' · ')} />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
