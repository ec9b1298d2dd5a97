import { Checkbox, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allScopes } from '../../rules/scopes.ts';
import { useOptions } from '../use-options.ts';
import { scopeMeaning } from './scope-meaning.ts';
import type { WidgetProps } from './index.tsx';
import { permissionOptions } from './queries.ts';
import { SearchBox } from '../../shell/search-box.tsx';

/**
 * The permissions of a role: every scope the portal knows (src/rules/scopes.ts) with what it allows, in the user's
 * language, plus permissions made on /admin/permissions. A search narrows the list; chosen ones stay chosen.
 */
export function PermissionPicker({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation(['access-admin', 'scopes']);
  const { options } = useOptions(permissionOptions);
  const [search, setSearch] = useState('');
  const chosen: string[] = Array.isArray(value) ? value : [];
  const all = useMemo(() => {
    const extra = options.filter((o) => !(allScopes as string[]).includes(String(o.value)));
    const names = [...allScopes, ...extra.map((o) => String(o.value)), ...chosen].filter((n, i, a) => a.indexOf(n) === i);
    return names.map((name) => ({ name, meaning: scopeMeaning(t, name, options.find((o) => o.value === name)?.label) }));
  }, [options, chosen, t]);
  const term = search.trim().toLowerCase();
  const shown = term ? all.filter((s) => s.name.toLowerCase().includes(term) || s.meaning.toLowerCase().includes(term)) : all;
  const toggle = (name: string, on: boolean) => onChange?.(on ? [...chosen, name] : chosen.filter((c) => c !== name));

  return (
    <Flex vertical gap={8} id={id} data-testid="permission-picker">
      <Flex gap={8} wrap align="center" justify="space-between">
        <SearchBox
          allowClear
          placeholder={t('picker.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 360 }}
          aria-label={t('picker.search')}
        />
        <Tag color="blue" data-testid="permission-count">
          {t('picker.chosen', { count: chosen.length, total: all.length })}
        </Tag>
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: '4px 12px' }}>
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.none_found')} />
        ) : (
          shown.map((s) => (
            <div key={s.name} data-scope={s.name} style={{ padding: '6px 0', borderBottom: '1px solid #f5f5f5' }}>
              <Checkbox checked={chosen.includes(s.name)} disabled={disabled} onChange={(e) => toggle(s.name, e.target.checked)}>
                <Space direction="vertical" size={0}>
                  <Typography.Text code>{s.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {s.meaning}
                  </Typography.Text>
                </Space>
              </Checkbox>
            </div>
          ))
        )}
      </div>
    </Flex>
  );
}
