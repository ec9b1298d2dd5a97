import { UndoOutlined } from '@ant-design/icons';
import { useUpdate } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDeclaration } from '../types.ts';

/** Brings a soft-deleted record back (news, sales documents) with the declaration's `restore` mutation. */
export function RestoreButton({ d, id, name }: { d: ResourceDeclaration; id: number; name: string }) {
  const { t } = useTranslation(d.namespace);
  const { mutate, mutation } = useUpdate();
  return (
    <Popconfirm
      title={t('list.restore_confirm', { name })}
      okText={t('list.restore')}
      cancelText={t('list.cancel')}
      onConfirm={() =>
        mutate({
          resource: d.name,
          id,
          values: {},
          mutationMode: 'pessimistic',
          meta: { gqlMutation: d.operations.restore },
          successNotification: () => ({ type: 'success', message: t('list.restored', { name }) }),
        })
      }
    >
      <Button
        size="small"
        icon={<UndoOutlined />}
        loading={mutation.isPending}
        title={t('list.restore')}
        aria-label={t('list.restore')}
        data-testid="admin-restore"
      />
    </Popconfirm>
  );
}
