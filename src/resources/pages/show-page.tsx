import { EditButton, ListButton, Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { gql } from '@urql/core';
import { Descriptions, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import type { ResourceDeclaration } from '../types.ts';
import { cellOf } from './cells.tsx';
import { useDeclaration, useRecordId } from './use-declaration.ts';

/** The generic show page: every field of the record that the list or the form shows. */
export default function AdminShowPage() {
  const d = useDeclaration();
  const id = useRecordId();
  return <AdminShow key={`${d.name}-${id}`} d={d} id={id ?? 0} />;
}

function AdminShow({ d, id }: { d: ResourceDeclaration; id: number }) {
  const { t } = useTranslation(d.namespace);
  const meta = useMemo(() => ({ gqlQuery: gql(d.operations.one), gqlVariables: { id } }), [d, id]);
  const { query } = useShow({ resource: d.name, id, meta, errorNotification: false });
  const record = query.data?.data as Record<string, unknown> | undefined;
  // A field in both list and form shows once: as the list shows it, or as the form's value.
  const fields = d.fields.filter((f, i, all) => all.findIndex((g) => t(g.label) === t(f.label)) === i);
  return (
    <Show resource={d.name} recordItemId={id} title={t(`titles.${d.name}.show`)} isLoading={query.isLoading}
      headerButtons={<><ListButton resource={d.name} /><EditButton resource={d.name} recordItemId={id} /></>}>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : record && !record.id ? (
        <Empty description={t('form.not_found')} />
      ) : record ? (
        <Descriptions column={1} bordered size="small">
          {fields.map((f) => (
            <Descriptions.Item key={f.name} label={t(f.label)}>
              {f.column ? cellOf(f, record, t) : Array.isArray(record[f.name]) ? (record[f.name] as unknown[]).join(', ') : String(record[f.name] ?? '')}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Show>
  );
}
