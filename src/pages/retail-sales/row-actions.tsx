import { DeleteOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DELETE_FRAME, type RegisteredFrameRow } from '../../graphql/retail-sales.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { isFailed } from '../../rules/registration.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { downloadWarranty } from './download-warranty.ts';

interface Props {
  row: RegisteredFrameRow;
  onChanged: () => void;
  block?: boolean;
}

/**
 * What the dealer can do with one registration: a failed one is corrected and reuploaded, a complete one gives its
 * warranty certificate (and may be edited), and one not in the consumer's account yet may be deleted.
 */
export function RowActions({ row, onChanged, block }: Props) {
  const { t, i18n } = useTranslation('retail-sales');
  const { locale } = useParams();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'pdf' | 'delete' | null>(null);
  const deleteFrame = usePortalMutation(DELETE_FRAME);
  const size = block ? 'large' : 'small';
  const edit = `/${locale}/retail-sales/${row.id}/edit`;

  const download = async () => {
    setBusy('pdf');
    try {
      await downloadWarranty(row.frameNumber, row.brand, i18n.language);
    } catch {
      void message.error({ content: <span data-testid="warranty-download-failed">{t('actions.download_failed')}</span> });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    const { data, error } = await deleteFrame.send({ frameNumber: row.frameNumber, type: row.nonRetail ? 'non-retail' : 'retail' });
    setBusy(null);
    const answer = data?.deleteFrame;
    if (answer?.message.status) void message.success({ content: <span data-testid="registration-deleted">{t('delete.done')}</span> });
    else if (answer?.contactSales)
      void message.error({
        content: (
          <span data-testid="registration-delete-failed">
            {t('delete.not_possible')} {t('delete.contact_sales')}
          </span>
        ),
      });
    else void message.error({ content: <span data-testid="registration-delete-failed">{t('delete.failed')}</span> });
    if (!error) onChanged();
  };

  return (
    <Flex gap={8} wrap={block ? undefined : false} vertical={block} align={block ? undefined : 'center'} data-testid="registration-actions">
      {isFailed(row.status) && row.mayReupload && (
        <ButtonLink to={edit} type="primary" size={size} icon={<EditOutlined />} block={block} data-testid="registration-reupload">
          {t('actions.reupload')}
        </ButtonLink>
      )}
      {row.status === 'complete' && (
        <Button
          size={size}
          icon={<FilePdfOutlined />}
          loading={busy === 'pdf'}
          onClick={() => void download()}
          block={block}
          aria-label={`${t('actions.download')} ${row.frameNumber}`}
          data-testid="warranty-download"
        >
          {t('actions.download')}
        </Button>
      )}
      {row.status === 'complete' && row.mayReupload && (
        <ButtonLink to={edit} size={size} type="link" block={block} data-testid="registration-edit">
          {t('actions.edit')}
        </ButtonLink>
      )}
      {row.mayDelete && (
        <Popconfirm
          title={t('actions.delete_confirm', { frameNumber: row.frameNumber })}
          description={t('actions.delete_confirm_text')}
          okText={t('actions.delete')}
          cancelText={t('actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
        >
          <Button
            size={size}
            danger
            icon={<DeleteOutlined />}
            loading={busy === 'delete'}
            block={block}
            aria-label={`${t('actions.delete')} ${row.frameNumber}`}
            data-testid="registration-delete"
          >
            {block ? t('actions.delete') : undefined}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
