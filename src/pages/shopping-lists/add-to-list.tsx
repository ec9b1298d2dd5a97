import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Checkbox, Flex, Input, Popover, Skeleton, Typography } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { portalKey, usePortalQuery } from '../../providers/portal-query.ts';
import { LIST_NAME_MAX } from '../../rules/shopping-lists.ts';
import { ADD_TO_SHOPPING_LIST, CREATE_SHOPPING_LIST, SHOPPING_LISTS } from '../../graphql/shopping-lists.ts';

/** Articles and pieces to put on a list, by the code the dealer reads or the ERP's. */
export interface ListLineInput {
  code: string;
  qty: number;
}

/** Taking the lines away from where they came from once they are on a list (the cart), and what the choice says. */
export interface Move {
  label: string;
  take: () => Promise<unknown>;
}

/** Every read of the lists starts so: a change reloads the overview, the pickers and an open list. */
export const LISTS_KEY = ['shoppingLists'];

/** After a list changed: every list read asks again. */
export function useListsChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: portalKey(LISTS_KEY) });
}

/** The dealer's lists to pick one from, and a new one named on the spot; the lines go on the one chosen. */
function ListPicker({ lines, onDone, move }: { lines: () => ListLineInput[]; onDone: () => void; move?: Move }) {
  const { t } = useTranslation('lists');
  const { message } = App.useApp();
  const changed = useListsChanged();
  const { data, isLoading, isError, refetch } = usePortalQuery([...LISTS_KEY, 'picker'], SHOPPING_LISTS, { page: 1, limit: 100 });
  const { sendDocument, sending } = usePortalMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  const finish = (answer: Parameters<typeof refusalText>[1] | undefined, listName: string) => {
    if (!answer?.message.status) {
      setError(refusalText(t, answer, t('save_failed')));
      return;
    }
    changed();
    void message.success(t('added_to', { name: listName }));
    setName('');
    onDone();
    // Moved, not copied: what is on the list now leaves where it came from.
    if (moving) void move?.take();
  };
  const addTo = async (id: number, listName: string) => {
    setError(null);
    const { data: sent, error: failed } = await sendDocument(ADD_TO_SHOPPING_LIST, { id, lines: lines() });
    if (failed) return setError(t('save_failed'));
    finish(answerOf(sent), listName);
  };
  const create = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const { data: sent, error: failed } = await sendDocument(CREATE_SHOPPING_LIST, { input: { name }, lines: lines() });
    if (failed) return setError(t('save_failed'));
    finish(answerOf(sent), name.trim());
  };

  const lists = data?.shoppingLists.lists ?? [];
  return (
    <Flex vertical gap={8} style={{ width: 280, maxWidth: 'calc(100vw - 48px)' }} data-testid="list-picker">
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : isError ? (
        <Button size="small" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      ) : lists.length > 0 ? (
        <Flex vertical style={{ maxHeight: 240, overflowY: 'auto' }} role="list" aria-label={t('picker.lists')}>
          {lists.map((l) => (
            <Button
              key={l.id}
              type="text"
              role="listitem"
              disabled={sending}
              onClick={() => void addTo(l.id, l.name)}
              style={{ justifyContent: 'space-between', display: 'flex' }}
              data-testid="list-picker-list"
            >
              <Typography.Text ellipsis style={{ maxWidth: 190 }}>
                {l.name}
              </Typography.Text>
              <Typography.Text type="secondary">{t('line_count', { count: l.lineCount })}</Typography.Text>
            </Button>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('picker.none')}</Typography.Text>
      )}
      <form onSubmit={(e) => void create(e)}>
        <Flex gap={6}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={LIST_NAME_MAX}
            placeholder={t('picker.new_placeholder')}
            aria-label={t('picker.new_label')}
            data-testid="list-picker-name"
          />
          <Button htmlType="submit" icon={<PlusOutlined />} disabled={!name.trim()} loading={sending} data-testid="list-picker-create">
            {t('picker.create')}
          </Button>
        </Flex>
      </form>
      {move && (
        <Checkbox checked={moving} onChange={(e) => setMoving(e.target.checked)} data-testid="list-picker-move">
          {move.label}
        </Checkbox>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="list-picker-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * "Add to list": the product page, a card, the cart, fast order and an order's lines put articles on one of the
 * dealer's lists or on a new one. `lines` is read when a list is chosen, so the quantities are those of that moment.
 */
export function AddToList({
  lines,
  label = true,
  move,
  ...button
}: { lines: () => ListLineInput[]; label?: boolean; move?: Move } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={t('picker.title')}
      content={open ? <ListPicker lines={lines} move={move} onDone={() => setOpen(false)} /> : null}
      destroyOnHidden
    >
      <Button icon={<UnorderedListOutlined />} aria-label={label ? undefined : t('add')} data-testid="add-to-list" {...button}>
        {label ? t('add') : null}
      </Button>
    </Popover>
  );
}
