import { Create, useForm } from '@refinedev/antd';
import { useGo, useOne } from '@refinedev/core';
import { Empty } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { copiedValuesOf, initialValuesOf, ownVariablesOf } from '../list-variables.ts';
import type { ResourceDeclaration } from '../types.ts';
import { afterSaves } from '../widgets/after-save.tsx';
import { ResourceForm, showServerErrors } from './resource-form.tsx';
import { useDeclaration, useIsCopy, useRecordId } from './use-declaration.ts';
import { BackTitle } from './back-title.tsx';

/** The generic create page: the declaration's form, saved by its create mutation, then back to the list. */
export default function AdminCreatePage() {
  const d = useDeclaration();
  const id = useRecordId();
  const copy = useIsCopy(d);
  return <AdminCreate key={`${d.name}-${copy ? id : 'new'}`} d={d} copyOf={copy ? id : null} />;
}

function AdminCreate({ d, copyOf }: { d: ResourceDeclaration; copyOf: number | null }) {
  const { t } = useTranslation(d.namespace);
  const go = useGo();
  const after = d.afterSave ? afterSaves[d.afterSave] : undefined;
  const [saved, setSaved] = useState<Record<string, any> | null>(null);
  const toList = () => go({ to: { resource: d.name, action: 'list' } });
  const { formProps, saveButtonProps, form } = useForm({
    resource: d.name,
    action: 'create',
    meta: { gqlMutation: d.operations.create, ownVariables: ownVariablesOf(d) },
    redirect: after ? false : 'list',
    warnWhenUnsavedChanges: true,
    defaultFormValues: initialValuesOf(d),
    onMutationSuccess: ({ data }) => {
      if (!after) return;
      if (after.wants(data)) setSaved(data);
      else toList();
    },
    onMutationError: (error) => showServerErrors(d, form, error, (n) => t('form.row', { n })),
  });
  // A copy (the -us copy page): the form starts filled from the other record, except its personal fields.
  const oneMeta = useMemo(() => ({ gqlQuery: d.operations.one, gqlVariables: { id: copyOf } }), [d, copyOf]);
  const { result: source, query } = useOne({
    resource: d.name,
    id: copyOf ?? 0,
    meta: oneMeta,
    queryOptions: { enabled: copyOf !== null },
    errorNotification: false,
  });
  useEffect(() => {
    if (copyOf !== null && source?.id) form.setFieldsValue(copiedValuesOf(d, source as Record<string, unknown>));
  }, [copyOf, source, d, form]);

  const title = copyOf !== null ? t(`titles.${d.name}.copy`, { name: String(source?.[d.titleField] ?? '') }) : t(`titles.${d.name}.create`);
  return (
    <Create
      resource={d.name}
      title={<BackTitle title={title} />}
      goBack={false}
      isLoading={copyOf !== null && query.isLoading}
      saveButtonProps={{ ...saveButtonProps, ...{ 'data-testid': 'admin-save' } }}
    >
      {copyOf !== null && query.isError ? (
        <LoadError error={query.error} titleKey={`${d.namespace}:form.load_failed`} onRetry={() => void query.refetch()} />
      ) : copyOf !== null && query.isSuccess && !source?.id ? (
        <Empty description={t('form.not_found')} />
      ) : (
        <ResourceForm d={d} formProps={formProps} editing={false} />
      )}
      {saved && after && <after.Notice answer={saved} onClose={toList} />}
    </Create>
  );
}
