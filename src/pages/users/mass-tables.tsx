import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { userRoleOptions } from '../../resources/declarations/user-options.ts';
import { useOptions } from '../../resources/use-options.ts';
import type { MassAnswer, ParsedRow, RowError } from '../../graphql/users.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

/** A row error in the user's language, naming its field. */
function ErrorLines({ errors }: { errors: RowError[] }) {
  const { t } = useTranslation('users');
  if (!errors.length) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="mass-row-errors">
      {errors.map((e, i) => {
        const params = Object.fromEntries((e.params ?? []).map((p) => [p.name, p.value]));
        const field = e.field.split('.')[0];
        return (
          <li key={i}>
            <Typography.Text type="danger">
              {t(`fields.${field}`, { defaultValue: field })}:{' '}
              {e.messageKey ? t(e.messageKey, { ...params, defaultValue: e.message }) : e.message}
            </Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}

function useRoleNames() {
  // The file names roles; the parsed rows carry their ids (0 where a name matched nothing).
  const { options } = useOptions({ ...userRoleOptions, value: 'id' });
  return (ids: number[]) => ids.map((id) => options.find((o) => o.value === id)?.label ?? '?');
}

/** The file's rows as the API read them, each with its errors (nothing is written yet). */
export function ParsedRowsTable({ rows }: { rows: ParsedRow[] }) {
  const { t } = useTranslation('users');
  const phone = !useScreens().md;
  const roleNames = useRoleNames();
  return (
    <ResponsiveTable<ParsedRow>
      dataSource={rows}
      rowKey="row"
      size="small"
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      data-testid="mass-rows"
      rowClassName={(r) => (r.errors.length ? 'mass-row-invalid' : '')}
    >
      <Table.Column title={t('mass.line')} dataIndex="line" width={60} />
      <Table.Column title={t('fields.username')} render={(_v, r: ParsedRow) => r.user.username} />
      {!phone && <Table.Column title={t('fields.name')} render={(_v, r: ParsedRow) => r.user.name} />}
      {!phone && <Table.Column title={t('fields.email')} render={(_v, r: ParsedRow) => r.user.email} />}
      {!phone && (
        <Table.Column
          title={t('fields.roles')}
          render={(_v, r: ParsedRow) => roleNames(r.user.roleIds).map((n, i) => <Tag key={i}>{n}</Tag>)}
        />
      )}
      <Table.Column
        title={t('mass.check')}
        render={(_v, r: ParsedRow) => (r.errors.length ? <ErrorLines errors={r.errors} /> : <Tag color="green">{t('mass.row_ok')}</Tag>)}
      />
    </ResponsiveTable>
  );
}

/** What createUsers did with each row: created (with the password, shown this once) or refused with its errors. */
export function MassResultTable({ rows, answer }: { rows: ParsedRow[]; answer: MassAnswer }) {
  const { t } = useTranslation('users');
  const phone = !useScreens().md;
  const data = rows.map((r) => ({
    ...r,
    created: answer.created.find((c) => c.row === r.row) ?? null,
    refused: answer.rowErrors.filter((e) => e.row === r.row),
  }));
  return (
    // Errors wrap in their cell, so a phone reads them without scrolling sideways.
    <ResponsiveTable
      dataSource={data}
      rowKey="row"
      size="small"
      pagination={data.length > 20 ? { pageSize: 20 } : false}
      data-testid="mass-result-rows"
    >
      {!phone && <Table.Column title={t('mass.line')} dataIndex="line" width={60} />}
      <Table.Column title={t('fields.username')} render={(_v, r: (typeof data)[number]) => r.user.username} />
      <Table.Column
        title={t('mass.outcome')}
        render={(_v, r: (typeof data)[number]) =>
          r.created ? (
            <Tag color="green">{t('mass.created')}</Tag>
          ) : r.refused.length ? (
            <ErrorLines errors={r.refused} />
          ) : (
            <Tag>{t('mass.not_created')}</Tag>
          )
        }
      />
      {answer.created.length > 0 && (
        <Table.Column
          title={t('credential.password')}
          render={(_v, r: (typeof data)[number]) =>
            r.created ? (
              <Typography.Text code copyable>
                {r.created.credential.password}
              </Typography.Text>
            ) : null
          }
        />
      )}
    </ResponsiveTable>
  );
}
