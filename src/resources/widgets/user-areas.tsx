import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Empty, Flex, Select, Typography } from 'antd';
import type { TadaDocumentNode } from 'gql.tada';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useDebounced } from '../../shell/use-debounced.ts';
import { userOrganisationOptions } from '../declarations/user-options.ts';
import { operationName, useOptions } from '../use-options.ts';
import type { WidgetProps } from './index.tsx';
import { AREA_USERS, USER_AREA_VALUES } from './queries.ts';

export interface UserArea {
  sorg: string;
  limitation: string;
  option: string;
  value: string;
}

const LIMITATIONS = ['salesman', 'sales_group', 'sales_office'] as const;
const OPTIONS = ['include', 'exclude'] as const;

/** Areas as the API answers them, without anything the input type does not take. */
const clean = (areas: unknown): UserArea[] =>
  (Array.isArray(areas) ? areas : []).map((a: UserArea) => ({
    sorg: a.sorg ?? '',
    limitation: a.limitation ?? 'salesman',
    option: a.option || 'include',
    value: a.value ?? '',
  }));

/**
 * The user areas editor (spec 3 §3): per row a sales organisation, a limitation (salesman, sales group, sales office),
 * include or exclude, and the code, offered from the organisation's customers. Areas can be copied from another sales user.
 */
export function UserAreasEditor({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('users');
  const areas = clean(value);
  const { options: organisations } = useOptions(userOrganisationOptions);
  const set = (next: UserArea[]) => onChange?.(next);
  const change = (i: number, patch: Partial<UserArea>) => set(areas.map((a, n) => (n === i ? { ...a, ...patch } : a)));
  const add = () => set([...areas, { sorg: String(organisations[0]?.value ?? ''), limitation: 'salesman', option: 'include', value: '' }]);

  return (
    <Flex vertical gap={8} id={id} data-testid="user-areas">
      {areas.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('areas.none')} style={{ margin: 0 }} />}
      {areas.map((a, i) => (
        <Flex
          key={i}
          gap={8}
          wrap
          align="center"
          data-testid="user-area-row"
          style={{ padding: 8, border: '1px solid #f0f0f0', borderRadius: 8 }}
        >
          <Select
            aria-label={t('fields.sorg')}
            value={a.sorg || undefined}
            options={organisations}
            disabled={disabled}
            placeholder={t('fields.sorg')}
            onChange={(sorg) => change(i, { sorg: String(sorg), value: '' })}
            style={{ flex: '1 1 180px' }}
          />
          <Select
            aria-label={t('fields.areaLimitation')}
            value={a.limitation}
            disabled={disabled}
            style={{ flex: '1 1 140px' }}
            options={LIMITATIONS.map((l) => ({ value: l, label: t(`values.${l}`) }))}
            onChange={(l) => change(i, { limitation: l, value: '' })}
          />
          <Select
            aria-label={t('fields.option')}
            value={a.option}
            disabled={disabled}
            style={{ flex: '0 1 120px' }}
            options={OPTIONS.map((o) => ({ value: o, label: t(`values.${o}`) }))}
            onChange={(o) => change(i, { option: o })}
          />
          <AreaValue area={a} disabled={disabled} onChange={(v) => change(i, { value: v })} />
          <Button
            aria-label={t('areas.remove')}
            icon={<DeleteOutlined />}
            disabled={disabled}
            danger
            type="text"
            onClick={() => set(areas.filter((_a, n) => n !== i))}
          />
        </Flex>
      ))}
      <Flex gap={8} wrap>
        <Button icon={<PlusOutlined />} onClick={add} disabled={disabled} data-testid="user-area-add">
          {t('areas.add')}
        </Button>
        <CopyFromUser
          disabled={disabled}
          onCopy={(from) =>
            set([
              ...areas,
              ...clean(from).filter((c) => !areas.some((a) => a.sorg === c.sorg && a.limitation === c.limitation && a.value === c.value)),
            ])
          }
        />
      </Flex>
    </Flex>
  );
}

/** The answer of a query the editor reads (codes with their customer counts, users with their areas). */
function useAnswer<D extends TadaDocumentNode<any, any>>(document: D, variables: VariablesOf<D>, enabled = true) {
  const state = usePortalQuery(
    ['admin-options', operationName(document), variables],
    document as TadaDocumentNode<ResultOf<D>, VariablesOf<D>>,
    variables,
    {
      enabled,
    },
  );
  return { data: state.isSuccess ? state.data : undefined, loading: enabled && state.isLoading };
}

/** The code of one area, offered from the codes of the organisation's customers (with how many customers each covers). */
function AreaValue({ area, disabled, onChange }: { area: UserArea; disabled?: boolean; onChange: (v: string) => void }) {
  const { t } = useTranslation('users');
  const search = useDebounced(area.value, 250);
  const { data } = useAnswer(USER_AREA_VALUES, { sorg: area.sorg, limitation: area.limitation, search: search || undefined }, !!area.sorg);
  const rows = data?.userAreaValues ?? [];
  return (
    <AutoComplete
      aria-label={t('fields.value')}
      value={area.value}
      disabled={disabled}
      style={{ flex: '1 1 140px' }}
      options={rows.map((r) => ({ value: r.value, label: t('areas.value_option', { value: r.value, count: r.customers }) }))}
      onChange={(v: string) =>
        onChange(
          v
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, '')
            .slice(0, 20),
        )
      }
      placeholder={t('fields.value')}
    />
  );
}

/** Copies the areas of a sales user found by username (sorted by username, sales limitations only). */
function CopyFromUser({ disabled, onCopy }: { disabled?: boolean; onCopy: (areas: unknown) => void }) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, 250);
  const { data, loading } = useAnswer(AREA_USERS, { search: settled || undefined });
  const rows = data?.users.users ?? [];
  return (
    <Select
      showSearch
      disabled={disabled}
      filterOption={false}
      onSearch={setSearch}
      loading={loading}
      value={null}
      options={rows.map((r) => ({ value: r.id, label: `${r.username} (${r.name})` }))}
      data-testid="user-area-copy"
      placeholder={t('areas.copy_from')}
      aria-label={t('areas.copy_from')}
      style={{ flex: '1 1 240px', maxWidth: 360 }}
      notFoundContent={<Typography.Text type="secondary">{t('areas.no_user')}</Typography.Text>}
      onChange={(userId) => onCopy(rows.find((r) => r.id === userId)?.userAreas)}
    />
  );
}
