import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ClaimDetail, DELETE_CLAIM_DOCUMENT } from '../../graphql/claims.ts';
import { useReadOnly } from '../../shell/use-read-only.ts';
import { DetailAddDocument } from './detail-add-document.tsx';
import { FilePreview, PREVIEW_W } from './detail-file-preview.tsx';
import { useClaimFormat } from './use-claim-format.ts';
import { useClaimChange } from './use-claim-detail.ts';

/**
 * Documents added after filing (an answer to 'need information', a workshop report), numbered in order. Whoever may
 * comment may add and remove them; everyone else only reads.
 */
export function DetailAdditionalDocuments({ claim, reload, phone }: { claim: ClaimDetail; reload: () => unknown; phone: boolean }) {
  const { t } = useTranslation('claims');
  const readOnly = useReadOnly();
  const { date } = useClaimFormat();
  const { busy, run, send } = useClaimChange(reload);
  const mayChange = claim.mayComment && !readOnly;
  const remove = (id: number) => run(() => send(DELETE_CLAIM_DOCUMENT, { id }), t('documents.removed'));
  return (
    <Flex vertical gap={12} style={{ marginTop: 8 }} data-testid="claim-additional-documents">
      {claim.additionalDocuments.length ? (
        <Image.PreviewGroup>
          <Flex gap={12} wrap justify={phone ? 'center' : 'start'}>
            {claim.additionalDocuments.map((d) => (
              <Flex key={d.id} vertical gap={2} style={{ width: PREVIEW_W }} data-testid="claim-additional-document">
                <FilePreview file={d.file} label={`${d.no}. ${d.title}`} />
                <Flex justify="space-between" align="center">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {date(d.createdAt)}
                  </Typography.Text>
                  {mayChange && (
                    <Popconfirm
                      title={t('documents.remove_confirm', { title: d.title })}
                      okText={t('documents.remove')}
                      okButtonProps={{ danger: true }}
                      cancelText={t('common:buttons.cancel')}
                      onConfirm={() => remove(d.id)}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={busy}
                        aria-label={t('documents.remove_named', { title: d.title })}
                        data-testid="document-delete"
                      />
                    </Popconfirm>
                  )}
                </Flex>
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        <Typography.Text type="secondary">{t('documents.none_additional')}</Typography.Text>
      )}
      {mayChange && <DetailAddDocument claimId={claim.id} reload={reload} phone={phone} />}
    </Flex>
  );
}
