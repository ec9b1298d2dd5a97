import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldDeclaration } from '../types.ts';
import { scopeMeaning } from '../widgets/scope-meaning.ts';

const MAX_TAGS = 4;

/** How a list cell or a show-page value looks, by the column's `cell`. */
export function cellOf(field: FieldDeclaration, record: Record<string, unknown>, t: TFunction<any, any>): ReactNode {
  const value = record[field.name];
  switch (field.column?.cell ?? 'text') {
    case 'number':
      return typeof value === 'number' ? value.toLocaleString() : '';
    case 'count':
      return Array.isArray(value) ? value.length : 0;
    case 'tags': {
      const items = Array.isArray(value) ? (value as { name?: string }[]) : [];
      if (!items.length) return <Typography.Text type="secondary">-</Typography.Text>;
      return (
        <>
          {items.slice(0, MAX_TAGS).map((i, n) => <Tag key={n} style={{ marginBottom: 2 }}>{i.name ?? String(i)}</Tag>)}
          {items.length > MAX_TAGS && <Tag>+{items.length - MAX_TAGS}</Tag>}
        </>
      );
    }
    case 'scopeMeaning':
      return scopeMeaning(t, String(record.name ?? ''), String(record.description ?? ''));
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
