import { useWarnAboutChange } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  CREATE_CLAIM_BIKE,
  CREATE_CLAIM_PAA,
  UPDATE_CLAIM_BIKE,
  UPDATE_CLAIM_PAA,
  type ClaimFormResult,
} from '../../graphql/claim-forms.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import { commonInput, errorText, fieldOf, type ClaimFormValues, type ProductCategory } from './form-values.ts';

/** What the claim is about: the bike's frame, or the invoiced article. */
export type ClaimSubject = { frameNumber: string } | { articleId: number; invoiceNo: string; qty: number };

/** The alert over the save button: why nothing was saved, and the refusals no field on screen shows. */
export interface SaveSummary {
  title: string;
  details: string[];
}

interface SaveOptions {
  form: FormInstance<ClaimFormValues>;
  category: ProductCategory;
  claimId: string | null;
}

/** The answer's data, or the GraphQL error thrown (forbidden, not signed in, unreachable). */
async function answerOf<T>(pending: { toPromise: () => Promise<{ data?: T; error?: unknown }> }): Promise<T | undefined> {
  const { data, error } = await pending.toPromise();
  if (error) throw error;
  return data;
}

async function send(claimId: string | null, input: ReturnType<typeof commonInput>['input'], subject: ClaimSubject) {
  if ('frameNumber' in subject) {
    const bike = { ...input, frameNumber: subject.frameNumber };
    return claimId
      ? (await answerOf(graphqlClient.mutation(UPDATE_CLAIM_BIKE, { id: claimId, input: bike })))?.updateClaimBike
      : (await answerOf(graphqlClient.mutation(CREATE_CLAIM_BIKE, { input: bike })))?.createClaimBike;
  }
  const paa = { ...input, ...subject };
  return claimId
    ? (await answerOf(graphqlClient.mutation(UPDATE_CLAIM_PAA, { id: claimId, input: paa })))?.updateClaimPaa
    : (await answerOf(graphqlClient.mutation(CREATE_CLAIM_PAA, { input: paa })))?.createClaimPaa;
}

/**
 * Saves the form as a new claim or an edit. A refusal puts each field error under its field and the rest in a
 * summary, leaving every value (and upload) where it was; a saved claim opens its detail page.
 */
export function useClaimSave({ form, category, claimId }: SaveOptions) {
  const { t } = useTranslation(['claim-form', 'claims', 'forms']);
  const { message } = App.useApp();
  const { locale } = useParams();
  const navigate = useNavigate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<SaveSummary | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);

  // Leaving for good: the warning belongs to this page only.
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  // Navigate once the unsaved-changes guard is down, or the move to the saved claim would ask "leave?".
  useEffect(() => {
    if (goTo && !warnWhen) navigate(goTo);
  }, [goTo, warnWhen, navigate]);

  const refused = (result: ClaimFormResult | undefined, problemRows: number[]) => {
    const errors = result?.userErrors ?? [];
    const onFields = new Map<string, { name: (string | number)[]; errors: string[] }>();
    const details: string[] = [];
    for (const e of errors) {
      const name = fieldOf(e.field, category, !claimId, problemRows);
      if (!name) {
        details.push(errorText(e, t));
        continue;
      }
      const key = name.join('.');
      onFields.set(key, { name, errors: [...(onFields.get(key)?.errors ?? []), errorText(e, t)] });
    }
    // The server's paths are the form's names (form-values.ts fieldOf), which antd's typed paths cannot see.
    form.setFields([...onFields.values()] as Parameters<typeof form.setFields>[0]);
    const first = [...onFields.values()][0];
    if (first) form.scrollToField(first.name as Parameters<typeof form.scrollToField>[0], { block: 'center' });
    setSummary({ title: t(onFields.size ? 'save.refused_fields' : 'save.refused'), details });
  };

  const save = async (values: ClaimFormValues, subject: ClaimSubject) => {
    setSummary(null);
    setSaving(true);
    const { input, problemRows } = commonInput(values);
    try {
      const result = await send(claimId, input, subject);
      if (result?.message.status && result.claim) {
        void message.success(t(claimId ? 'save.updated' : 'save.created', { referenceNo: result.claim.referenceNo }));
        setWarnWhen(false);
        setGoTo(`/${locale}/claim/${result.claim.id}`);
      } else refused(result, problemRows);
    } catch (error) {
      console.error('Failed to save the claim', error);
      setSummary({ title: t('save.failed'), details: [] });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, summary, dismissSummary: () => setSummary(null), markDirty: () => setWarnWhen(true) };
}
