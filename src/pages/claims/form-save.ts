import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  CREATE_CLAIM_BIKE,
  CREATE_CLAIM_PAA,
  UPDATE_CLAIM_BIKE,
  UPDATE_CLAIM_PAA,
  type ClaimFormResult,
} from '../../graphql/claim-forms.ts';
import { type Sent, usePortalMutation } from '../../providers/portal-mutation.ts';
import { useSaveWithUploads } from '../../providers/save-with-uploads.ts';
import { commonInput, errorText, fieldOf, type ClaimFormValues, type ProductCategory } from './form-values.ts';

/** What the claim is about: the bike's frame, or the invoiced article. */
export type ClaimSubject = { frameNumber: string; articleId: number | null } | { articleId: number; invoiceNo: string; qty: number };

interface SaveOptions {
  form: FormInstance<ClaimFormValues>;
  category: ProductCategory;
  claimId: string | null;
}

/** The answer's data, or the error (forbidden, not signed in, unreachable) thrown. */
async function answerOf<T>(pending: Promise<Sent<T>>): Promise<T | undefined> {
  const { data, error } = await pending;
  if (error) throw error;
  return data;
}

type SendDocument = ReturnType<typeof usePortalMutation>['sendDocument'];

async function send(
  sendDocument: SendDocument,
  claimId: string | null,
  input: ReturnType<typeof commonInput>['input'],
  subject: ClaimSubject,
) {
  if ('frameNumber' in subject) {
    const bike = { ...input, frameNumber: subject.frameNumber, articleId: subject.articleId };
    return claimId
      ? (await answerOf(sendDocument(UPDATE_CLAIM_BIKE, { id: claimId, input: bike })))?.updateClaimBike
      : (await answerOf(sendDocument(CREATE_CLAIM_BIKE, { input: bike })))?.createClaimBike;
  }
  const paa = { ...input, ...subject };
  return claimId
    ? (await answerOf(sendDocument(UPDATE_CLAIM_PAA, { id: claimId, input: paa })))?.updateClaimPaa
    : (await answerOf(sendDocument(CREATE_CLAIM_PAA, { input: paa })))?.createClaimPaa;
}

/**
 * Saves the form as a new claim or an edit, its files already stored by their slots (the shared save with uploads): a
 * refusal puts each field error under its field and the rest in a summary; a saved claim opens its detail page.
 */
export function useClaimSave({ form, category, claimId }: SaveOptions) {
  const { t } = useTranslation(['claim-form', 'claims', 'forms']);
  const { locale } = useParams();
  const { sendDocument } = usePortalMutation();
  const flow = useSaveWithUploads(form);

  const save = async (values: ClaimFormValues, subject: ClaimSubject) => {
    const { input, problemRows } = commonInput(values);
    await flow.save<ClaimFormResult>({
      send: () => send(sendDocument, claimId, input, subject),
      saved: (result) =>
        result.message.status && result.claim
          ? {
              message: t(claimId ? 'save.updated' : 'save.created', { referenceNo: result.claim.referenceNo }),
              goTo: `/${locale}/claim/${result.claim.id}`,
            }
          : null,
      // The server's paths are the form's names (form-values.ts fieldOf).
      fieldOf: (field) => fieldOf(field, category, !claimId, problemRows),
      errorText: (e) => errorText(e, t),
      refusedTitle: (onFields) => t(onFields ? 'save.refused_fields' : 'save.refused'),
      failedTitle: t('save.failed'),
      what: 'the claim',
    });
  };

  return { save, saving: flow.saving, summary: flow.summary, dismissSummary: flow.dismissSummary, markDirty: flow.markDirty };
}
