import { CreateButton, DeleteButton, EditButton, getDefaultSortOrder, List, ShowButton, useTable } from '@refinedev/antd';
import { CopyOutlined } from '@ant-design/icons';
import { type CrudFilter, useCan, useGo } from '@refinedev/core';
import { Button, Empty, Flex, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { columnsOf, filtersOf } from '../list-variables.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../types.ts';
import { useOptions } from '../use-options.ts';
import { cellOf } from './cells.tsx';
import { PagePicker } from './page-picker.tsx';
import { RestoreButton } from './restore-button.tsx';
import { listActions } from '../widgets/list-actions.tsx';
import { useActionPaths, useDeclaration } from './use-declaration.ts';
import { SearchBox } from '../../shell/search-box.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** Page sizes and paging of admin tables (spec 3 §9): 10 or 20 rows, 10 by default. */
export const PAGE_SIZES = [10, 20];

const filterValue = (filters: CrudFilter[], field: string) =>
  (filters.find((f) => 'field' in f && f.field === field) as { value?: unknown } | undefined)?.value;

/** The generic admin list: server paging, sorting, search and the declaration's filters, with row actions. */
export default function AdminListPage() {
  const d = useDeclaration();
  return <AdminList key={d.name} d={d} />;
}

function AdminList({ d }: { d: ResourceDeclaration }) {
  const { t } = useTranslation(d.namespace);
  const phone = !useScreens().md;
  const { tableProps, sorters, filters, setFilters, tableQuery, currentPage, setCurrentPage, pageSize, setPageSize } = useTable({
    resource: d.name,
    meta: { gqlQuery: d.operations.list, sortInput: d.sortInput },
    pagination: { pageSize: PAGE_SIZES[0] },
    sorters: { initial: d.defaultSort ? [d.defaultSort] : [] },
    syncWithLocation: true,
    errorNotification: false,
    queryOptions: { meta: { feedback: false } },
  });
  const search = String(filterValue(filters, 'q') ?? '');
  const filtered = filters.some(
    (f) => 'value' in f && f.value !== undefined && f.value !== '' && !(Array.isArray(f.value) && !f.value.length),
  );
  const setFilter = (field: string, value: unknown) => setFilters([{ field, operator: field === 'q' ? 'contains' : 'in', value }], 'merge');
  const clear = () => setFilters([], 'replace');
  const paths = useActionPaths(d);
  const go = useGo();
  const { data: canCopy } = useCan({ resource: d.name, action: 'create' });

  return (
    <List
      resource={d.name}
      title={t(`titles.${d.name}.list`)}
      headerButtons={
        <Space wrap>
          {(d.listActions ?? []).map((name) => {
            const Action = listActions[name];
            return Action ? <Action key={name} d={d} filters={filters} /> : null;
          })}
          {/* A table whose records come from elsewhere (customer inquiries) declares no create. */}
          {d.operations.create && <CreateButton resource={d.name} data-testid="admin-create" onClick={() => go({ to: paths.create })} />}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          {d.search && (
            <SearchBox
              allowClear
              defaultValue={search}
              placeholder={t('list.search')}
              aria-label={t('list.search')}
              onSearch={(v) => setFilter('q', v)}
              style={{ width: 280, maxWidth: '100%' }}
              data-testid="admin-search"
            />
          )}
          {filtersOf(d).map((f) => (
            <ListFilter
              key={f.name}
              namespace={d.namespace}
              field={f}
              value={filterValue(filters, f.filter!.variable)}
              onChange={(v) => setFilter(f.filter!.variable, v)}
            />
          ))}
        </Flex>
        {tableQuery.isError && !tableQuery.data ? (
          <LoadError error={tableQuery.error} titleKey={`${d.namespace}:list.load_failed`} onRetry={() => void tableQuery.refetch()} />
        ) : (
          <div data-testid="admin-table">
            <ResponsiveTable
              {...tableProps}
              rowKey="id"
              size="middle"
              scroll={{ x: 'max-content' }}
              pagination={false}
              locale={{
                emptyText: (
                  <Empty description={t(filtered ? 'list.empty_filtered' : 'list.empty')}>
                    {filtered && <Button onClick={clear}>{t('list.clear')}</Button>}
                  </Empty>
                ),
              }}
            >
              {columnsOf(d).map((f) => (
                <Table.Column
                  key={f.name}
                  dataIndex={f.name}
                  title={t(f.label)}
                  width={f.column?.width}
                  sorter={f.column?.sortable ? { multiple: 1 } : undefined}
                  sortOrder={f.column?.sortable ? getDefaultSortOrder(f.name, sorters) : undefined}
                  responsive={f.column?.hideOnPhone ? ['md'] : undefined}
                  render={(_v, record: Record<string, unknown>) => cellOf(f, record, t)}
                />
              ))}
              <Table.Column
                key="actions"
                title={t('list.actions')}
                render={(_v, record: { id: number } & Record<string, unknown>) => (
                  <Space size={4}>
                    {!phone && (
                      <ShowButton resource={d.name} recordItemId={record.id} hideText size="small" aria-label={t('common:buttons.show')} />
                    )}
                    {/* A soft-deleted record (active false) is only shown. */}
                    {record.active !== false && (
                      <EditButton
                        resource={d.name}
                        recordItemId={record.id}
                        hideText
                        size="small"
                        data-testid="admin-edit"
                        aria-label={t('common:buttons.edit')}
                        onClick={() => go({ to: paths.edit(record.id) })}
                      />
                    )}
                    {paths.copy && canCopy?.can && (
                      <Button
                        size="small"
                        icon={<CopyOutlined />}
                        title={t('list.copy')}
                        aria-label={t('list.copy')}
                        data-testid="admin-copy"
                        onClick={() => go({ to: paths.copy!(record.id) })}
                      />
                    )}
                    {d.operations.delete && record.active !== false && (
                      <DeleteButton
                        resource={d.name}
                        recordItemId={record.id}
                        hideText
                        size="small"
                        data-testid="admin-delete"
                        aria-label={t('common:buttons.delete')}
                        confirmTitle={t(d.deleteConfirm ?? 'form.delete_confirm', { name: String(record[d.titleField] ?? ''), record })}
                        meta={{ gqlMutation: d.operations.delete, gqlVariables: { id: record.id } }}
                      />
                    )}
                    {d.operations.restore && record.active === false && (
                      <RestoreButton d={d} id={record.id} name={String(record[d.titleField] ?? '')} />
                    )}
                  </Space>
                )}
              />
            </ResponsiveTable>
            {(tableQuery.data?.total ?? 0) > 0 && (
              <div style={{ marginTop: 16 }}>
                <PagePicker
                  current={currentPage}
                  pageSize={pageSize}
                  total={tableQuery.data?.total ?? 0}
                  pageSizes={PAGE_SIZES}
                  totalText={t('list.total', { count: tableQuery.data?.total ?? 0 })}
                  onChange={(page, size) => {
                    if (size !== pageSize) setPageSize(size);
                    setCurrentPage(page);
                  }}
                />
              </div>
            )}
          </div>
        )}
      </Flex>
    </List>
  );
}

function ListFilter({
  namespace,
  field,
  value,
  onChange,
}: {
  namespace: string;
  field: FieldDeclaration;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { t } = useTranslation(namespace);
  const { options, loading } = useOptions(field.filter!.options);
  const placeholder = field.filter!.label ? t(field.filter!.label) : t('list.filter_by', { label: t(field.label) });
  return (
    <div data-testid={`admin-filter-${field.filter!.variable}`} style={{ minWidth: 220, maxWidth: '100%' }}>
      <Select
        mode={field.filter!.multiple ? 'multiple' : undefined}
        allowClear
        showSearch
        optionFilterProp="label"
        loading={loading}
        options={options}
        value={value as never}
        onChange={onChange}
        maxTagCount="responsive"
        placeholder={placeholder}
        style={{ width: '100%' }}
        aria-label={placeholder}
      />
    </div>
  );
}
