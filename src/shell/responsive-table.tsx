import { Card, Empty, Flex, Pagination, Spin, Table, Typography } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { ColumnType, TableProps } from 'antd/es/table';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useState } from 'react';
import { useScreens } from './layout/use-screens.ts';
import { useMinimumDisplay } from './use-minimum-display.ts';

/** More columns than this do not fit a phone's width side by side. */
const PHONE_COLUMNS = 3;
/** The fixed key column leaves most of the phone's width to the columns that scroll past it. */
const KEY_COLUMN_MAX = '40vw';

export type PhoneView = 'cards' | 'scroll';

export type ResponsiveTableProps<T extends AnyObject> = TableProps<T> & {
  /**
   * How the table shows on a phone: sideways scrolling with the key column kept in view (a dense staff table), or,
   * past three columns, one card per row (a dealer's list). Cards need `columns`, not `Table.Column` children, and
   * no row selection or expansion; otherwise it scrolls.
   */
  phoneView?: PhoneView;
  /** The column that names a row (its `key` or `dataIndex`): the card's heading, or the column kept in view. First by default. */
  keyColumn?: string;
};

type Column<T> = ColumnType<T> & { children?: unknown };

/**
 * The portal's table: antd's Table on a desktop. On a phone (below md) a table scrolls sideways with its key column
 * fixed, or, with more than three columns and `phoneView="cards"`, turns into cards: no column is out of reach.
 */
export function ResponsiveTable<T extends AnyObject>({ phoneView = 'scroll', keyColumn, ...given }: ResponsiveTableProps<T>) {
  const phone = !useScreens().md;
  const props = { ...given, loading: useHeldLoading(given.loading, !given.dataSource?.length) };
  const childColumns = Children.toArray(props.children).filter(isValidElement) as ReactElement<Column<T>>[];
  const columns = (props.columns as Column<T>[] | undefined) ?? childColumns.map((c) => c.props);
  const shown = columns.filter(onPhone);
  if (!phone || shown.length < 2) return <Table<T> {...props} />;

  if (phoneView === 'cards' && shown.length > PHONE_COLUMNS && props.columns && !props.rowSelection && !props.expandable) {
    return <TableCards<T> {...props} columns={shown} keyIndex={keyIndexOf(shown, keyColumn)} />;
  }

  const scroll = { ...props.scroll, x: props.scroll?.x ?? 'max-content' };
  if (props.columns) {
    const list = shown;
    const at = keyIndexOf(list, keyColumn);
    const key = list[at]!;
    const rest = list.filter((_, i) => i !== at);
    return <Table<T> {...props} scroll={scroll} columns={[fixedKey(key), ...rest] as TableProps<T>['columns']} />;
  }
  // A child's own key is renamed by Children.toArray: children are known by their dataIndex.
  const at = keyIndexOf(
    childColumns.map((c) => c.props),
    keyColumn,
  );
  const children = childColumns.map((child, i) => (i === at ? cloneElement(child, fixedKey(child.props)) : child));
  // antd fixes left columns only at the start: the key column leads.
  const ordered = [children[at]!, ...children.filter((_, i) => i !== at)];
  return (
    <Table<T> {...props} scroll={scroll}>
      {ordered}
    </Table>
  );
}

/**
 * The table's loading state. A first load (nothing to show yet) keeps its indicator at least the fetch minimum display
 * time, so it does not flash; a reload over rows already shown ends with its answer, as the rows under it stay readable.
 */
function useHeldLoading(loading: TableProps<AnyObject>['loading'], empty: boolean): TableProps<AnyObject>['loading'] {
  const busy = typeof loading === 'object' ? !!loading.spinning : !!loading;
  const held = useMinimumDisplay(busy && empty) || busy;
  return typeof loading === 'object' ? { ...loading, spinning: held } : held;
}

/** A column antd shows below md: one without `responsive`, or one that names a phone's breakpoint. */
function onPhone<T>(column: Column<T>): boolean {
  return !column.responsive || column.responsive.includes('xs');
}

function nameOf<T>(column: Column<T>): string {
  const index = column.dataIndex;
  return String(column.key ?? (Array.isArray(index) ? index.join('.') : (index ?? '')));
}

function keyIndexOf<T>(columns: Column<T>[], keyColumn: string | undefined): number {
  const at = keyColumn ? columns.findIndex((c) => nameOf(c) === keyColumn) : 0;
  return Math.max(at, 0);
}

function fixedKey<T>(column: Column<T>): Column<T> {
  return {
    ...column,
    fixed: 'left',
    render: (value, record, index) => {
      const out = column.render ? column.render(value, record, index) : value;
      if (isCellObject(out)) return out;
      return <div style={{ maxWidth: KEY_COLUMN_MAX, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{out as ReactNode}</div>;
    },
  };
}

/** A render may answer `{ children, props }` (row and column spans) instead of a node. */
function isCellObject(out: unknown): out is { children: ReactNode; props: object } {
  return !!out && typeof out === 'object' && !isValidElement(out) && 'props' in out && 'children' in out;
}

function fieldOf<T>(record: T, column: Column<T>): unknown {
  const index = column.dataIndex;
  if (index === undefined || index === null) return undefined;
  const path = Array.isArray(index) ? index : [index];
  return path.reduce<unknown>((v, k) => (v == null ? v : (v as Record<PropertyKey, unknown>)[k as PropertyKey]), record);
}

function cellOf<T>(record: T, column: Column<T>, index: number): ReactNode {
  const value = fieldOf(record, column);
  const out = column.render ? column.render(value, record, index) : value;
  if (isCellObject(out)) return out.children;
  return out as ReactNode;
}

function rowKeyOf<T extends AnyObject>(record: T, index: number, rowKey: TableProps<T>['rowKey']): React.Key {
  if (typeof rowKey === 'function') return rowKey(record, index) as React.Key;
  return (record[rowKey ?? 'key'] as React.Key | undefined) ?? index;
}

const CLIENT_PAGE = 10;

/** The table's paging without what only a table knows (where to put it). */
function pagerOf({ position: _position, ...pager }: NonNullable<Exclude<TableProps<AnyObject>['pagination'], false>>) {
  return pager;
}

/** One card per row: the key column as its heading, every other column as a labelled line. */
function TableCards<T extends AnyObject>({
  columns,
  keyIndex,
  dataSource,
  rowKey,
  loading,
  locale,
  pagination,
  onRow,
  ...rest
}: TableProps<T> & { columns: Column<T>[]; keyIndex: number }) {
  const [clientPage, setClientPage] = useState(1);
  const rows = [...(dataSource ?? [])];
  // Paged by the server when the caller gives a total; otherwise the cards page the rows they have, as antd would.
  const paging = pagination === false ? null : (pagination ?? {});
  const serverPaged = !!paging && paging.total !== undefined;
  const size = paging?.pageSize ?? paging?.defaultPageSize ?? CLIENT_PAGE;
  const page = paging?.current ?? clientPage;
  const shownRows = paging && !serverPaged ? rows.slice((page - 1) * size, page * size) : rows;
  const key = columns[keyIndex]!;
  const others = columns.filter((_, i) => i !== keyIndex);
  const busy = typeof loading === 'object' ? !!loading.spinning : !!loading;
  const testId = (rest as Record<string, unknown>)['data-testid'] as string | undefined;

  return (
    <Spin spinning={busy}>
      <Flex vertical gap={10} data-testid={testId}>
        {!shownRows.length && !busy ? (
          <Card size="small">{(locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</Card>
        ) : (
          shownRows.map((record, i) => {
            const index = (page - 1) * (serverPaged ? 0 : size) + i;
            const row = (onRow?.(record, index) ?? {}) as Record<string, unknown>;
            return (
              <Card
                key={rowKeyOf(record, index, rowKey)}
                size="small"
                data-testid="table-card"
                {...row}
                data-row-key={rowKeyOf(record, index, rowKey)}
                styles={{ body: { padding: 14 } }}
                style={{ cursor: row.onClick ? 'pointer' : undefined, ...(row.style as object | undefined) }}
              >
                <Flex vertical gap={8}>
                  <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{cellOf(record, key, index)}</div>
                  {others.map((column) => (
                    <Flex key={nameOf(column)} justify="space-between" align="center" gap={8} wrap>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {typeof column.title === 'function' ? null : (column.title as ReactNode)}
                      </Typography.Text>
                      <div style={{ minWidth: 0, maxWidth: '100%', textAlign: 'end', overflowWrap: 'anywhere' }}>
                        {cellOf(record, column, index)}
                      </div>
                    </Flex>
                  ))}
                </Flex>
              </Card>
            );
          })
        )}
        {paging && (serverPaged ? (paging.total ?? 0) : rows.length) > size && (
          <Pagination
            {...pagerOf(paging)}
            align="center"
            size="small"
            current={page}
            pageSize={size}
            total={serverPaged ? paging.total : rows.length}
            onChange={(p, s) => {
              setClientPage(p);
              paging.onChange?.(p, s);
            }}
          />
        )}
      </Flex>
    </Spin>
  );
}
