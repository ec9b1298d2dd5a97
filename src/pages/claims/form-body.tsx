import { Alert, Card, ConfigProvider, Flex, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimArticle, ClaimToEdit, DealerInformation, ProblemOption } from '../../graphql/claim-forms.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { isClaimSlot, type ClaimSlot } from '../../rules/claims.ts';
import { ArticlePicker } from './form-article-picker.tsx';
import { ConsumerFields, ContactFields, DescriptionFields } from './form-common-fields.tsx';
import { FrameFactsCard, FrameLookup, FrameWarnings, openRecalls, type FrameFacts } from './form-frame-lookup.tsx';
import { ProblemRows } from './form-problems.tsx';
import { UnknownFrame } from './form-unknown-frame.tsx';
import { SaveBar } from './form-save-bar.tsx';
import { useClaimSave, type ClaimSubject } from './form-save.ts';
import type { SlotFile } from './form-upload-slot.tsx';
import { UploadSlots } from './form-upload-slots.tsx';
import { initialValues, type ClaimFormValues, type ProductCategory } from './form-values.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { shownCustomerCode } from '../../rules/customer-code.ts';

interface ClaimFormProps {
  category: ProductCategory;
  dealer: DealerInformation;
  problems: ProblemOption[];
  /** An edit: the claim as saved, with its bike's facts or its article. */
  claim?: ClaimToEdit;
  frame?: FrameFacts | null;
  article?: ClaimArticle | null;
  back: string;
}

/** A bike claim's or a PAA claim's form, new or edited: the subject first, then what every claim asks, then its files. */
export function ClaimForm({
  category,
  dealer,
  problems,
  claim,
  frame: fixedFrame = null,
  article: keptArticle = null,
  back,
}: ClaimFormProps) {
  const { t } = useTranslation('claim-form');
  const { claimProblemRequired } = useHostConfig();
  const phone = !useScreens().md;
  // Small cards on a phone: their padding is screen width the fields need.
  const cardSize = phone ? 'small' : 'default';
  const [form] = Form.useForm<ClaimFormValues>();
  const initial = useMemo(() => ({ ...initialValues(dealer, claim), articleId: keptArticle?.id ?? null }), [dealer, claim, keptArticle]);
  const kept = useMemo(
    () =>
      Object.fromEntries((claim?.docs ?? []).filter((d) => isClaimSlot(d.docType)).map((d) => [d.docType, d.file])) as Partial<
        Record<ClaimSlot, SlotFile>
      >,
    [claim],
  );
  const [found, setFound] = useState<FrameFacts | null>(null);
  // A frame number the portal does not know, where the market takes claims on such bikes (claimNonCode).
  const [unknownNumber, setUnknownNumber] = useState<string | null>(null);
  const [acks, setAcks] = useState({ stolen: false, recall: false });
  const [article, setArticle] = useState<ClaimArticle | null>(keptArticle);
  const { save, saving, summary, dismissSummary, markDirty } = useClaimSave({ form, category, claimId: claim?.id ?? null });

  const frame = fixedFrame ?? found;
  const lookingUp = category === 'BIKE' && !fixedFrame;
  // A new bike claim goes on once the bike is found and its warnings are acknowledged.
  const acknowledged = !lookingUp || !frame || ((!frame.stolen?.isStolen || acks.stolen) && (!openRecalls(frame).length || acks.recall));
  const showRest = category === 'PAA' || !!frame;

  const onFrame = (next: FrameFacts | null) => {
    setFound(next);
    setUnknownNumber(null);
    setAcks({ stolen: false, recall: false });
  };
  const onUnknownBike = (next: FrameFacts | null) => {
    setFound(next);
    setAcks({ stolen: false, recall: false });
  };

  const submit = (values: ClaimFormValues) => {
    const subject: ClaimSubject | null =
      category === 'BIKE'
        ? frame
          ? { frameNumber: frame.frameNumber, articleId: frame.unknownArticleId ?? null }
          : null
        : article && values.invoiceNo && values.qty
          ? { articleId: article.id, invoiceNo: values.invoiceNo, qty: values.qty }
          : null;
    if (subject && acknowledged) void save(values, subject);
  };

  return (
    <Form<ClaimFormValues>
      form={form}
      name="claim"
      layout="vertical"
      size={phone ? 'large' : 'middle'}
      initialValues={initial}
      disabled={saving}
      onFinish={submit}
      onValuesChange={markDirty}
      scrollToFirstError={{ block: 'center' }}
      data-testid="claim-form"
    >
      <Flex vertical gap={16}>
        <Card size={cardSize} title={t(category === 'BIKE' ? 'sections.bike' : 'sections.article')}>
          <Flex vertical gap={16}>
            {category === 'PAA' && <ArticlePicker article={article} onArticle={setArticle} />}
            {lookingUp && <FrameLookup onFrame={onFrame} onUnknown={setUnknownNumber} />}
            {lookingUp && unknownNumber && <UnknownFrame frameNumber={unknownNumber} onFrame={onUnknownBike} />}
            {/* Warnings first: on a phone the facts below them are a screen long. */}
            {frame && <FrameWarnings frame={frame} acknowledge={lookingUp ? { ...acks, onChange: setAcks } : undefined} />}
            {frame && <FrameFactsCard frame={frame} />}
            {lookingUp && frame && !acknowledged && (
              <Typography.Text type="secondary" data-testid="acknowledge-hint">
                {t('frame.acknowledge_first')}
              </Typography.Text>
            )}
          </Flex>
        </Card>
        {showRest && (
          <ConfigProvider componentDisabled={saving || !acknowledged}>
            <Card size={cardSize} title={t('sections.contact')}>
              <Typography.Paragraph type="secondary">
                {t('dealer', { name: dealer.custName, code: shownCustomerCode(dealer.custCode) })}
              </Typography.Paragraph>
              <ContactFields />
            </Card>
            <Card size={cardSize} title={t('sections.consumer')}>
              <ConsumerFields category={category} />
            </Card>
            <Card size={cardSize} title={t('sections.problem')}>
              <ProblemRows problems={problems} required={claimProblemRequired} />
              <div style={{ marginTop: 16 }}>
                <DescriptionFields />
              </div>
            </Card>
            <Card size={cardSize} title={t('sections.attachments')}>
              <UploadSlots kept={kept} />
            </Card>
            {summary && (
              <Alert
                type="error"
                showIcon
                role="alert"
                closable
                onClose={dismissSummary}
                data-testid="claim-save-summary"
                message={summary.title}
                description={
                  summary.details.length ? (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {summary.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            <SaveBar saving={saving} disabled={!acknowledged} back={back} editing={!!claim} />
          </ConfigProvider>
        )}
      </Flex>
    </Form>
  );
}
