import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { FieldDeclaration } from '../types.ts';
import { scopeMeaning } from '../widgets/scope-meaning.ts';

const MAX_TAGS = 4;
const none = <Typography.Text type="secondary">-</Typography.Text>;

function tags(labels: string[]): ReactNode {
  if (!labels.length) return none;
  return (
    <>
      {labels.slice(0, MAX_TAGS).map((label, n) => (
        <Tag key={n} style={{ marginBottom: 2 }}>
          {label}
        </Tag>
      ))}
      {labels.length > MAX_TAGS && <Tag>+{labels.length - MAX_TAGS}</Tag>}
    </>
  );
}

/** How a list cell or a show-page value looks, by the column's `cell`; labels are keys of the declaration's namespace. */
export function cellOf(field: FieldDeclaration, record: Record<string, unknown>, t: TFunction<any, any>): ReactNode {
  const value = record[field.name];
  switch (field.column?.cell ?? 'text') {
    case 'number':
      return typeof value === 'number' ? value.toLocaleString() : '';
    case 'count':
      return Array.isArray(value) ? value.length : 0;
    case 'tags': {
      // A list of records, or one record (a user's group role), by name.
      const items = (Array.isArray(value) ? value : value ? [value] : []) as { name?: string }[];
      return tags(items.map((i) => i.name ?? String(i)));
    }
    case 'areas': {
      const areas = (Array.isArray(value) ? value : []) as { limitation: string; value: string; option?: string }[];
      return tags(
        areas.map((a) => `${t(`values.${a.limitation}`)} ${a.value}${a.option === 'exclude' ? ` (${t('values.exclude')})` : ''}`),
      );
    }
    case 'flag':
      return t(value ? 'values.yes' : 'values.no');
    case 'value':
      // A list of values (a market's price components) shows each one translated, in its order.
      if (Array.isArray(value)) return value.length ? tags(value.map((v) => t(`values.${String(v)}`))) : none;
      return value === null || value === undefined || value === '' ? none : t(`values.${String(value)}`);
    case 'state':
      return value === false ? (
        <Tag color="red" data-testid="state-deleted">
          {t('states.deleted')}
        </Tag>
      ) : (
        <Tag color="green">{t('states.active')}</Tag>
      );
    case 'image':
      return typeof value === 'string' && value ? (
        <img
          src={value}
          alt=""
          loading="lazy"
          style={{ height: 44, maxWidth: 140, objectFit: 'cover', borderRadius: 4, display: 'block' }}
        />
      ) : (
        none
      );
    case 'dateTime':
      return typeof value === 'string' && value ? dayjs(value).format('DD MMM YYYY HH:mm') : none;
    case 'treeTitle': {
      // Indented by its depth in the tree, read from the record's path ('Parent › Child'), as the tree sort lists it.
      const depth = String(record.path ?? '').split(' › ').length - 1;
      return (
        <span style={{ paddingInlineStart: depth * 20, display: 'inline-block' }} data-depth={depth}>
          {depth > 0 && (
            <Typography.Text type="secondary" aria-hidden>
              └{' '}
            </Typography.Text>
          )}
          {value === null || value === undefined ? '' : String(value)}
        </span>
      );
    }
    case 'scopeMeaning':
      return scopeMeaning(t, String(record.name ?? ''), String(record.description ?? ''));
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
