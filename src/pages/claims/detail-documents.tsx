import { Card, Divider, Empty, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { CLAIM_SLOTS } from '../../rules/claims.ts';
import { DetailAdditionalDocuments } from './detail-additional-docs.tsx';
import { FilePreview } from './detail-file-preview.tsx';

const slotOrder = (slot: string) => {
  const at = (CLAIM_SLOTS as readonly string[]).indexOf(slot);
  return at < 0 ? CLAIM_SLOTS.length : at;
};

/** The files filed with the claim, in slot order (invoice, ID card, photos, video, documents), then the ones added later. */
export function DetailDocuments({ claim, reload, phone }: { claim: ClaimDetail; reload: () => unknown; phone: boolean }) {
  const { t } = useTranslation('claims');
  const docs = [...claim.docs].sort((a, b) => slotOrder(a.docType) - slotOrder(b.docType));
  return (
    <Card title={t('documents.title')} size="small" data-testid="claim-documents">
      {docs.length ? (
        // One viewer for all pictures, so the arrows step through the photos.
        <Image.PreviewGroup>
          <Flex gap={12} wrap justify={phone ? 'center' : 'start'} data-testid="claim-attachments">
            {docs.map((d) => (
              <FilePreview key={d.docType} file={d.file} label={t(`documents.slot.${d.docType}`, { defaultValue: d.docType })} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.none')} />
      )}
      <Divider style={{ margin: '16px 0 12px' }} />
      <Typography.Text strong>{t('documents.additional')}</Typography.Text>
      <DetailAdditionalDocuments claim={claim} reload={reload} phone={phone} />
    </Card>
  );
}
