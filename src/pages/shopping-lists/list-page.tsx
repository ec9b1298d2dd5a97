import { DeleteOutlined, DownloadOutlined, SaveOutlined, UnorderedListOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Dropdown, Flex, Popconfirm, Skeleton, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { parseQty } from '../../rules/fast-order.ts';
import { canChoose } from '../../rules/repeat-order.ts';
import { SET_SHOPPING_LIST_LINES, SHOPPING_LIST, type ShoppingListDetail } from '../../graphql/shopping-lists.ts';
import type { TodayArticle } from '../../graphql/repeat-order.ts';
import { RepeatLines } from '../repeat-order/repeat-lines.tsx';
import type { LineView } from '../repeat-order/line-parts.tsx';
import { LISTS_KEY, useListsChanged } from './add-to-list.tsx';
import { ListHeader } from './list-actions.tsx';
import { ScheduleCard } from './schedule-card.tsx';
import { listFile, MAX_LIST_FILE_BYTES, readListFile, saveFile } from './list-file.ts';

type List = NonNullable<ShoppingListDetail>;
type LineChange = { code: string; qty: number };

/** Saves quantities or removes lines, and says how it went; true when the list changed. */
function useSetLines(list: List) {
  const { t } = useTranslation('lists');
  const { message } = App.useApp();
  const changed = useListsChanged();
  const { send, sending } = usePortalMutation(SET_SHOPPING_LIST_LINES);
  const set = async (lines: LineChange[], done: string) => {
    const { data, error } = await send({ id: list.id, lines });
    const answer = answerOf(data);
    if (error || !answer?.message.status) {
      void message.error(refusalText(t, answer, t('save_failed')));
      return false;
    }
    changed();
    void message.success(done);
    return true;
  };
  return { set, sending };
}

/** Export as xlsx or CSV, and import a file's "code; quantity" rows into the list. */
function FileActions({ list }: { list: List }) {
  const { t } = useTranslation('lists');
  const { message } = App.useApp();
  const { set, sending } = useSetLines(list);
  const headers = ['article', 'qty', 'name', 'unit', 'price_listed', 'price_today'].map((k) => t(`file.${k}`));
  const download = async (kind: 'xlsx' | 'csv') => {
    try {
      saveFile(await listFile(list, kind, headers), `${list.name}.${kind}`);
    } catch {
      void message.error(t('file.export_failed'));
    }
  };
  return (
    <Flex gap={8} wrap>
      <Dropdown
        menu={{
          items: [
            { key: 'xlsx', label: t('file.xlsx'), onClick: () => void download('xlsx') },
            { key: 'csv', label: t('file.csv'), onClick: () => void download('csv') },
          ],
        }}
        disabled={list.lines.length === 0}
      >
        <Button icon={<DownloadOutlined />} data-testid="list-export">
          {t('file.export')}
        </Button>
      </Dropdown>
      <Upload
        accept=".csv,.txt,.xlsx,text/csv,text/plain"
        showUploadList={false}
        disabled={sending}
        beforeUpload={async (file) => {
          if (file.size > MAX_LIST_FILE_BYTES) {
            void message.error(t('file.too_big'));
            return Upload.LIST_IGNORE;
          }
          try {
            const rows = (await readListFile(file)).flatMap((r) => {
              const qty = parseQty(r.qty);
              return qty === null ? [] : [{ code: r.code, qty }];
            });
            if (!rows.length) void message.warning(t('file.empty'));
            else await set(rows, t('file.imported', { count: rows.length }));
          } catch {
            void message.error(t('file.import_failed'));
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={sending} data-testid="list-import">
          {t('file.import')}
        </Button>
      </Upload>
    </Flex>
  );
}

/** The lines ordered through the cart as on repeat order, plus saving the typed quantities to the list and removing lines. */
function ListLines({ list }: { list: List }) {
  const { t } = useTranslation('lists');
  const { set, sending } = useSetLines(list);
  const [moveOff, setMoveOff] = useState(false);
  const order = useMemo(
    () => ({
      precision: list.precision,
      lines: list.lines.map((l) => ({
        articleCode: l.articleCode,
        articleCodeDisplay: l.articleCodeDisplay,
        name: l.name,
        qty: l.qty,
        uom: l.uom,
        unitPrice: l.unitPrice,
      })),
    }),
    [list],
  );
  const articles = useMemo(() => new Map<string, TodayArticle | null>(list.lines.map((l) => [l.articleCode, l.product])), [list]);
  const gone = list.lines.filter((l) => !l.product);
  const extra = (views: LineView[]) => {
    const changes = views.flatMap((v) => {
      const qty = parseQty(v.qty);
      return canChoose(v.state) && qty !== null && qty !== v.past.qty ? [{ code: v.past.articleCode, qty }] : [];
    });
    const chosen = views.filter((v) => v.chosen).map((v) => ({ code: v.past.articleCode, qty: 0 }));
    return (
      <>
        <Button
          size="large"
          icon={<SaveOutlined />}
          disabled={!changes.length}
          loading={sending}
          onClick={() => void set(changes, t('saved'))}
          data-testid="list-save-qty"
        >
          {t('save_qty')}
        </Button>
        <Popconfirm
          title={t('remove_confirm', { count: chosen.length })}
          okText={t('remove')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => set(chosen, t('removed', { count: chosen.length }))}
          disabled={!chosen.length || sending}
        >
          <Button size="large" icon={<DeleteOutlined />} disabled={!chosen.length || sending} data-testid="list-remove-chosen">
            {t('remove_chosen', { count: chosen.length })}
          </Button>
        </Popconfirm>
      </>
    );
  };
  return (
    <Flex vertical gap={12}>
      {gone.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('gone', { count: gone.length })}
          data-testid="list-gone"
          action={
            <Button
              size="small"
              disabled={sending}
              onClick={() =>
                void set(
                  gone.map((l) => ({ code: l.articleCode, qty: 0 })),
                  t('removed', { count: gone.length }),
                )
              }
            >
              {t('remove_gone')}
            </Button>
          }
        />
      )}
      <Checkbox checked={moveOff} onChange={(e) => setMoveOff(e.target.checked)} data-testid="list-move-off">
        {t('move_off')}
      </Checkbox>
      {/* Keyed by the list's state: saved quantities start the page afresh from what the list now holds. */}
      <RepeatLines
        key={list.updatedAt}
        order={order}
        articles={articles}
        thenLabel={t('on_list')}
        extra={extra}
        onAdded={(codes) => {
          // Moved, not copied: the lines now in the cart leave the list.
          if (moveOff)
            void set(
              codes.map((code) => ({ code, qty: 0 })),
              t('moved', { count: codes.length }),
            );
        }}
      />
    </Flex>
  );
}

/** One shopping list (/catalog/lists/:id): its name and sharing, its lines priced today, ordered through the cart. */
export default function ShoppingListPage() {
  const { t } = useTranslation('lists');
  const { id, locale } = useParams();
  const listId = Number(id);
  const valid = Number.isInteger(listId) && listId > 0;
  const { data, isLoading, isError, error, refetch } = usePortalQuery(
    [...LISTS_KEY, 'list', listId],
    SHOPPING_LIST,
    { id: listId },
    { enabled: valid },
  );
  const list = data?.shoppingList;
  const code = (error as { code?: string } | null)?.code;

  let body;
  if (!valid || code === 'N001') {
    body = <Alert type="warning" showIcon message={t('not_found')} data-testid="list-not-found" />;
  } else if (isLoading) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (isError || !list) {
    body = <LoadError error={error} titleKey="lists:load_failed" onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <ListHeader list={list} />
        <FileActions list={list} />
        {list.lines.length === 0 ? (
          <Card data-testid="list-empty">
            <EmptyState type="custom" title={t('lines_empty.title')} description={t('lines_empty.text')} />
          </Card>
        ) : (
          <ListLines list={list} />
        )}
        <ScheduleCard list={list} />
      </>
    );
  }
  return (
    <Flex vertical gap={16} data-testid="shopping-list" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      <Link to={`/${locale}/catalog/lists`}>
        <Typography.Text type="secondary">
          <UnorderedListOutlined /> {t('all_lists')}
        </Typography.Text>
      </Link>
      {body}
    </Flex>
  );
}
