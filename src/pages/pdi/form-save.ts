import { useWarnAboutChange } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CREATE_PDI, type PdiAnswer, type PdiChecklistItem, type PdiInput, UPDATE_PDI } from '../../graphql/pdi.ts';
import { answerOf, usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';

export interface PdiFormValues {
  frameNumber?: string;
  mechanic?: string;
  notes?: string;
  checked?: number[];
}

interface SaveOptions {
  form: FormInstance<PdiFormValues>;
  pdiId: number | null;
  items: PdiChecklistItem[];
}

/**
 * Saves the form as a new inspection or an edit. A refusal puts each field error under its field and the rest in a
 * summary, leaving every value where it was; a saved inspection goes back to the list.
 */
export function usePdiSave({ form, pdiId, items }: SaveOptions) {
  const { t } = useTranslation(['pdi', 'forms']);
  // The fields a server error can sit under (the frame only while it is looked up); others go to the summary.
  const fields = new Set(pdiId ? ['mechanic', 'notes'] : ['frameNumber', 'mechanic', 'notes']);
  const { message } = App.useApp();
  const { locale } = useParams();
  const navigate = useNavigate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<string[] | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);
  const update = usePortalMutation(UPDATE_PDI);
  const create = usePortalMutation(CREATE_PDI);

  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  // Navigate once the unsaved-changes guard is down, or the move to the list would ask "leave?".
  useEffect(() => {
    if (goTo && !warnWhen) navigate(goTo);
  }, [goTo, warnWhen, navigate]);

  const errorText = (e: PdiAnswer['userErrors'][number]) => userErrorText(t, e);

  const save = async (values: PdiFormValues, frameNumber: string) => {
    setSummary(null);
    setSaving(true);
    const checked = new Set(values.checked ?? []);
    // Every item is sent, ticked or not: the server keeps the PDI's checklist whole.
    const input: PdiInput = {
      frameNumber,
      mechanic: (values.mechanic ?? '').trim(),
      notes: values.notes?.trim() || null,
      checklist: items.map((i) => ({ id: i.id, checked: checked.has(i.id) })),
    };
    try {
      const { data, error } = pdiId ? await update.send({ id: pdiId, input }) : await create.send({ input });
      const answer: PdiAnswer | undefined = answerOf<Record<string, PdiAnswer>>(data);
      if (error || !answer) throw error ?? new Error('No answer');
      if (answer.message.status) {
        void message.success(t('form.saved', { frameNumber }));
        setWarnWhen(false);
        setGoTo(`/${locale}/pdi`);
        return;
      }
      const onFields = answer.userErrors.filter((e) => fields.has(e.field));
      form.setFields(onFields.map((e) => ({ name: e.field as keyof PdiFormValues, errors: [errorText(e)] })));
      const rest = answer.userErrors.filter((e) => !fields.has(e.field)).map(errorText);
      setSummary([t(onFields.length ? 'form.refused_fields' : 'form.refused'), ...rest]);
    } catch (error) {
      console.error('Failed to save the inspection', error);
      setSummary([t('form.failed')]);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, summary, dismissSummary: () => setSummary(null), markDirty: () => setWarnWhen(true) };
}
