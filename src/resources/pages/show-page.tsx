import { EditButton, ListButton, Show } from '@refinedev/antd';
import { useGo, useShow } from '@refinedev/core';
import { Descriptions, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../shell/announcements/announcement-content.module.css';
import { LoadError } from '../../shell/load-error.tsx';
import type { FieldDeclaration, ResourceDeclaration } from '../types.ts';
import { useOptions } from '../use-options.ts';
import { cellOf } from './cells.tsx';
import { useActionPaths, useDeclaration, useRecordId } from './use-declaration.ts';
import { BackTitle } from './back-title.tsx';

/** The generic show page: every field of the record that the list or the form shows. */
export default function AdminShowPage() {
  const d = useDeclaration();
  const id = useRecordId();
  return <AdminShow key={`${d.name}-${id}`} d={d} id={id ?? 0} />;
}

function AdminShow({ d, id }: { d: ResourceDeclaration; id: number }) {
  const { t } = useTranslation(d.namespace);
  const meta = useMemo(() => ({ gqlQuery: d.operations.one, gqlVariables: { id } }), [d, id]);
  const { query } = useShow({ resource: d.name, id, meta, errorNotification: false });
  const record = query.data?.data as Record<string, unknown> | undefined;
  // A field in both list and form shows once: as the list shows it, or as the form's value; filters and
  // form-only actions (generate a password) are no values of the record.
  const fields = d.fields
    .filter((f) => (f.column || f.form) && !f.form?.only)
    .filter((f, i, all) => all.findIndex((g) => t(g.label) === t(f.label)) === i);
  const paths = useActionPaths(d);
  const go = useGo();
  return (
    <Show
      resource={d.name}
      recordItemId={id}
      title={<BackTitle title={t(`titles.${d.name}.show`)} />}
      goBack={false}
      isLoading={query.isLoading}
      headerButtons={
        <>
          <ListButton resource={d.name} />
          {record?.active !== false && <EditButton resource={d.name} recordItemId={id} onClick={() => go({ to: paths.edit(id) })} />}
        </>
      }
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : record && !record.id ? (
        <Empty description={t('form.not_found')} />
      ) : record ? (
        <Descriptions column={1} bordered size="small">
          {fields.map((f) => (
            <Descriptions.Item key={f.name} label={t(f.label)}>
              {f.column ? cellOf(f, record, t) : <FormValue namespace={d.namespace} field={f} value={record[f.name]} />}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Show>
  );
}

/** A form field's value as a reader sees it: option labels for chosen ids or codes, yes/no for flags, texts rendered. */
function FormValue({ namespace, field, value }: { namespace: string; field: FieldDeclaration; value: unknown }) {
  const { t } = useTranslation(namespace);
  const { options } = useOptions(field.form?.options);
  // Rich text as the reader gets it, never its tags; the server sanitised it when it was stored and again when read.
  if (field.form?.widget === 'html' && typeof value === 'string' && value) {
    return <div className={styles.content} data-testid={`show-html-${field.name}`} dangerouslySetInnerHTML={{ __html: value }} />;
  }
  const values = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  if (typeof value === 'boolean') return <>{t(value ? 'values.yes' : 'values.no')}</>;
  if (!values.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return <>{values.map((v) => options.find((o) => o.value === v)?.label ?? String(v)).join(', ')}</>;
}
