import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, Modal, Popconfirm, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { LIST_NAME_MAX } from '../../rules/shopping-lists.ts';
import { CREATE_SHOPPING_LIST, DELETE_SHOPPING_LIST, type ShoppingListDetail, UPDATE_SHOPPING_LIST } from '../../graphql/shopping-lists.ts';
import { useListsChanged } from './add-to-list.tsx';

/** "New list": a name and whether the shop shares it; the new list opens. */
export function NewListButton() {
  const { t } = useTranslation('lists');
  const { locale } = useParams();
  const navigate = useNavigate();
  const changed = useListsChanged();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { send, sending } = usePortalMutation(CREATE_SHOPPING_LIST);
  const create = async () => {
    setError(null);
    const { data, error: failed } = await send({ input: { name, shared } });
    const answer = answerOf(data);
    if (failed || !answer?.message.status || !answer.id) return setError(refusalText(t, answer, t('save_failed')));
    changed();
    setOpen(false);
    navigate(`/${locale}/catalog/lists/${answer.id}`);
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="new-list">
        {t('new')}
      </Button>
      <Modal
        open={open}
        title={t('new')}
        okText={t('create')}
        cancelText={t('cancel')}
        onOk={() => void create()}
        okButtonProps={{ disabled: !name.trim(), loading: sending, 'data-testid': 'new-list-ok' } as never}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void create()}>
          <Form.Item label={t('name')} validateStatus={error ? 'error' : undefined} help={error}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={LIST_NAME_MAX}
              autoFocus
              placeholder={t('name_placeholder')}
              data-testid="new-list-name"
            />
          </Form.Item>
          <Flex gap={8} align="center">
            <Switch checked={shared} onChange={setShared} id="new-list-shared" />
            <label htmlFor="new-list-shared">{t('share_with_shop')}</label>
          </Flex>
        </Form>
      </Modal>
    </>
  );
}

/** The list's name, edited in place by anyone who reads it; sharing and deleting only by its maker. */
export function ListHeader({ list }: { list: NonNullable<ShoppingListDetail> }) {
  const { t } = useTranslation('lists');
  const { message } = App.useApp();
  const { locale } = useParams();
  const navigate = useNavigate();
  const changed = useListsChanged();
  const { sendDocument, sending } = usePortalMutation();
  const update = async (input: { name?: string; shared?: boolean }) => {
    const { data, error } = await sendDocument(UPDATE_SHOPPING_LIST, { id: list.id, input });
    const answer = answerOf(data);
    if (error || !answer?.message.status) return void message.error(refusalText(t, answer, t('save_failed')));
    changed();
  };
  const remove = async () => {
    const { data, error } = await sendDocument(DELETE_SHOPPING_LIST, { id: list.id });
    const answer = answerOf(data);
    if (error || !answer?.message.status) return void message.error(refusalText(t, answer, t('save_failed')));
    changed();
    void message.success(t('deleted', { name: list.name }));
    navigate(`/${locale}/catalog/lists`);
  };
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Title
          level={3}
          style={{ margin: 0 }}
          editable={{
            text: list.name,
            maxLength: LIST_NAME_MAX,
            tooltip: t('rename'),
            triggerType: ['icon'],
            onChange: (name) => name.trim() && name.trim() !== list.name && void update({ name }),
          }}
          data-testid="list-name"
        >
          {list.name}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('made_by', { name: list.makerName })}
        </Typography.Text>
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Flex gap={8} align="center">
          <Switch
            checked={list.shared}
            disabled={!list.mayManage || sending}
            onChange={(shared) => void update({ shared })}
            id="list-shared"
            data-testid="list-shared"
          />
          <label htmlFor="list-shared">{t('share_with_shop')}</label>
        </Flex>
        {list.mayManage && (
          <Popconfirm
            title={t('delete_confirm', { name: list.name })}
            okText={t('delete')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button danger icon={<DeleteOutlined />} data-testid="list-delete">
              {t('delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
}
