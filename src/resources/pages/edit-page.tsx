import { DeleteButton, Edit, ListButton, useForm } from '@refinedev/antd';
import { useGo, useList } from '@refinedev/core';
import { Alert, Card, Empty, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import type { ResourceDeclaration } from '../types.ts';
import { ownVariablesOf } from '../list-variables.ts';
import { afterSaves } from '../widgets/after-save.tsx';
import { ResourceForm, showServerErrors } from './resource-form.tsx';
import { useDeclaration, useRecordId } from './use-declaration.ts';
import { BackTitle } from './back-title.tsx';

/** The generic edit page; on `<route>/edit` without an id (editWithoutId) the admin first picks the record. */
export default function AdminEditPage() {
  const d = useDeclaration();
  const id = useRecordId();
  if (id === null) return <RecordPicker key={d.name} d={d} />;
  return <AdminEdit key={`${d.name}-${id}`} d={d} id={id} />;
}

function AdminEdit({ d, id }: { d: ResourceDeclaration; id: number }) {
  const { t } = useTranslation(d.namespace);
  const go = useGo();
  const after = d.afterSave ? afterSaves[d.afterSave] : undefined;
  const [saved, setSaved] = useState<Record<string, any> | null>(null);
  const toList = () => go({ to: { resource: d.name, action: 'list' } });
  const meta = useMemo(
    () => ({
      gqlQuery: d.operations.one,
      gqlMutation: d.operations.update,
      gqlVariables: { id },
      ownVariables: ownVariablesOf(d),
    }),
    [d, id],
  );
  const { formProps, saveButtonProps, query, form } = useForm({
    resource: d.name,
    action: 'edit',
    id,
    meta,
    redirect: after ? false : 'list',
    warnWhenUnsavedChanges: true,
    errorNotification: (error, _values, resource) => ({
      type: 'error',
      message: t('form.save_failed'),
      description: error?.message,
      key: `${resource}-save`,
    }),
    queryOptions: { meta: { feedback: false } },
    // A new password made on save is shown once (afterSave); otherwise back to the list.
    onMutationSuccess: ({ data }) => {
      if (!after) return;
      if (after.wants(data)) setSaved(data);
      else toList();
    },
    onMutationError: (error) => showServerErrors(d, form, error, (n) => t('form.row', { n })),
  });
  const record = query?.data?.data as Record<string, unknown> | undefined;
  const missing = query?.isSuccess && !record?.id;
  // A soft-deleted record (its `active` is false) is shown as such, not edited.
  const deleted = record?.active === false;

  return (
    // canDelete false: refine would add its own delete button beside ours, which knows the delete mutation.
    // While a cached record is read again the form waits: an edit made on the old values would be reset under the admin.
    <Edit
      resource={d.name}
      recordItemId={id}
      title={<BackTitle title={t(`titles.${d.name}.edit`)} />}
      goBack={false}
      isLoading={query?.isLoading || query?.isFetching}
      canDelete={false}
      saveButtonProps={{ ...saveButtonProps, disabled: !record?.id || deleted, ...{ 'data-testid': 'admin-save' } }}
      headerButtons={<ListButton resource={d.name} />}
      footerButtons={({ defaultButtons }) => (
        <>
          {d.operations.delete && record?.id && !deleted ? (
            <DeleteButton
              resource={d.name}
              recordItemId={id}
              data-testid="admin-delete"
              onSuccess={() => go({ to: { resource: d.name, action: 'list' } })}
              confirmTitle={t(d.deleteConfirm ?? 'form.delete_confirm', { name: String(record[d.titleField] ?? ''), record })}
              meta={{ gqlMutation: d.operations.delete, gqlVariables: { id } }}
            />
          ) : null}
          {defaultButtons}
        </>
      )}
    >
      {query?.isError ? (
        <LoadError error={query.error} titleKey={`${d.namespace}:form.load_failed`} onRetry={() => void query.refetch()} />
      ) : missing ? (
        <Empty description={t('form.not_found')} />
      ) : deleted ? (
        <Alert
          type="warning"
          showIcon
          message={t('states.deleted_record', { name: String(record[d.titleField] ?? '') })}
          data-testid="record-deleted"
        />
      ) : (
        <ResourceForm d={d} formProps={formProps} editing />
      )}
      {saved && after && <after.Notice answer={saved} onClose={toList} />}
    </Edit>
  );
}

/** `<route>/edit` without an id: choose the record, then its edit page opens. */
function RecordPicker({ d }: { d: ResourceDeclaration }) {
  const { t } = useTranslation(d.namespace);
  const go = useGo();
  const { result, query } = useList({
    resource: d.name,
    pagination: { currentPage: 1, pageSize: 500 },
    sorters: [{ field: d.titleField, order: 'asc' }],
    meta: { gqlQuery: d.operations.list },
    errorNotification: false,
  });
  const options = (result.data ?? []).map((r) => ({ value: Number(r.id), label: String(r[d.titleField] ?? r.id) }));
  return (
    <Edit
      resource={d.name}
      title={<BackTitle title={t(`titles.${d.name}.edit`)} />}
      goBack={false}
      headerButtons={<ListButton resource={d.name} />}
      footerButtons={() => null}
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Card variant="borderless" styles={{ body: { padding: 0 } }}>
          <Typography.Paragraph>{t('form.pick')}</Typography.Paragraph>
          <div data-testid="admin-record-picker">
            <Select
              showSearch
              optionFilterProp="label"
              options={options}
              loading={query.isLoading}
              placeholder={t('form.choose')}
              style={{ width: '100%', maxWidth: 420 }}
              aria-label={t('form.pick')}
              onChange={(value) => go({ to: { resource: d.name, action: 'edit', id: value } })}
            />
          </div>
        </Card>
      )}
    </Edit>
  );
}
