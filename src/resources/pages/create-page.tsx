import { Create, useForm } from '@refinedev/antd';
import { gql } from '@urql/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { initialValuesOf } from '../list-variables.ts';
import type { ResourceDeclaration } from '../types.ts';
import { ResourceForm } from './resource-form.tsx';
import { useDeclaration } from './use-declaration.ts';

/** The generic create page: the declaration's form, saved by its create mutation, then back to the list. */
export default function AdminCreatePage() {
  const d = useDeclaration();
  return <AdminCreate key={d.name} d={d} />;
}

function AdminCreate({ d }: { d: ResourceDeclaration }) {
  const { t } = useTranslation(d.namespace);
  const gqlMutation = useMemo(() => gql(d.operations.create ?? ''), [d]);
  const { formProps, saveButtonProps } = useForm({
    resource: d.name,
    action: 'create',
    meta: { gqlMutation },
    redirect: 'list',
    warnWhenUnsavedChanges: true,
    defaultFormValues: initialValuesOf(d),
  });
  return (
    <Create resource={d.name} title={t(`titles.${d.name}.create`)} saveButtonProps={{ ...saveButtonProps, ...{ 'data-testid': 'admin-save' } }}>
      <ResourceForm d={d} formProps={formProps} editing={false} />
    </Create>
  );
}
