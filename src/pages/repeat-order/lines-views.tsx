import { Checkbox, ConfigProvider, Flex, List, Typography, theme } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { canChoose } from '../../rules/repeat-order.ts';
import { LineArticle, LineQty, LineStock, LineSubtotal, LineThen, LineToday, type LineView } from './line-parts.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface ViewProps {
  lines: LineView[];
  precision: number;
  onChoose: (keys: string[], chosen: boolean) => void;
  onQty: (key: string, qty: string) => void;
  /** The heading of what the line held then: "Ordered" on a past order, "On the list" on a shopping list. */
  thenLabel?: string;
}

/** Desktop: one row per line with a checkbox, what was ordered then, stock and price today, the quantity and its amount. */
export function LinesTable({ lines, precision, onChoose, onQty, thenLabel }: ViewProps) {
  const { t } = useTranslation('repeat-order');
  const { token } = theme.useToken();
  // Lines start chosen: a tinted row for each would colour the whole table, so the checkbox alone says it.
  const rows = { rowSelectedBg: token.colorBgContainer, rowSelectedHoverBg: token.colorFillAlter };
  return (
    <ConfigProvider theme={{ components: { Table: rows } }}>
      <ResponsiveTable<LineView>
        rowKey="key"
        size="middle"
        pagination={false}
        dataSource={lines}
        data-testid="repeat-lines"
        onRow={(l) =>
          ({
            'data-testid': 'repeat-line',
            'data-code': l.past.articleCode,
            'data-state': l.state.kind,
            // Greyed by its background, not by fading: its reason must stay readable.
            style: l.state.kind === 'unavailable' ? { background: token.colorFillQuaternary } : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
        rowSelection={{
          selectedRowKeys: lines.filter((l) => l.chosen).map((l) => l.key),
          onSelect: (l, chosen) => onChoose([l.key], chosen),
          onSelectAll: (chosen) =>
            onChoose(
              lines.filter((l) => canChoose(l.state)).map((l) => l.key),
              chosen,
            ),
          getCheckboxProps: (l) => ({
            disabled: !canChoose(l.state),
            'aria-label': t('lines.choose', { name: l.article?.name ?? l.past.name }),
          }),
        }}
        columns={[
          { key: 'article', title: t('lines.article'), render: (_, l) => <LineArticle line={l} /> },
          { key: 'then', title: thenLabel ?? t('lines.ordered'), render: (_, l) => <LineThen line={l} precision={precision} /> },
          { key: 'stock', title: t('lines.availability'), render: (_, l) => <LineStock line={l} /> },
          { key: 'today', title: t('lines.price_today'), align: 'right', render: (_, l) => <LineToday line={l} /> },
          { key: 'qty', title: t('lines.qty'), width: 130, render: (_, l) => <LineQty line={l} onQty={(q) => onQty(l.key, q)} /> },
          { key: 'subtotal', title: t('lines.subtotal'), align: 'right', render: (_, l) => <LineSubtotal line={l} /> },
        ]}
      />
    </ConfigProvider>
  );
}

/** Phone: a card per line, the checkbox as large as the row's start, quantity and amount at the bottom. */
export function LinesCards({ lines, precision, onChoose, onQty, thenLabel }: ViewProps) {
  const { t } = useTranslation('repeat-order');
  const { token } = theme.useToken();
  const choosable = lines.filter((l) => canChoose(l.state));
  const chosen = choosable.filter((l) => l.chosen).length;
  return (
    <Flex vertical gap={8}>
      <Checkbox
        checked={choosable.length > 0 && chosen === choosable.length}
        indeterminate={chosen > 0 && chosen < choosable.length}
        disabled={choosable.length === 0}
        onChange={(e) =>
          onChoose(
            choosable.map((l) => l.key),
            e.target.checked,
          )
        }
        style={{ padding: '4px 0' }}
      >
        {t('lines.choose_all')}
      </Checkbox>
      <List
        dataSource={lines}
        data-testid="repeat-lines"
        renderItem={(l) => (
          <List.Item
            style={{
              display: 'block',
              padding: 12,
              marginBottom: 8,
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${token.colorBorderSecondary}`,
              background: canChoose(l.state) || l.state.kind === 'checking' ? token.colorBgContainer : token.colorFillQuaternary,
            }}
            data-testid="repeat-line"
            data-code={l.past.articleCode}
            data-state={l.state.kind}
          >
            <Flex gap={12} align="start">
              <Checkbox
                checked={l.chosen}
                disabled={!canChoose(l.state)}
                onChange={(e) => onChoose([l.key], e.target.checked)}
                aria-label={t('lines.choose', { name: l.article?.name ?? l.past.name })}
                style={{ padding: 4, margin: -4 }}
              />
              <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
                <LineArticle line={l} />
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <LineStock line={l} />
                  <Flex gap={6} align="baseline">
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('lines.price_today')}
                    </Typography.Text>
                    <LineToday line={l} />
                  </Flex>
                </Flex>
                <Flex gap={6} align="baseline" wrap>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {thenLabel ?? t('lines.ordered')}
                  </Typography.Text>
                  <LineThen line={l} precision={precision} />
                </Flex>
                <Flex justify="space-between" align="center" gap={8}>
                  <LineQty line={l} onQty={(q) => onQty(l.key, q)} />
                  <LineSubtotal line={l} />
                </Flex>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
