import { useWarnAboutChange } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { REGISTER_FRAME, UPDATE_REGISTERED_FRAME, type RegistrationFormResult } from '../../graphql/retail-sales.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import { errorText, fieldOf, saleInput, type RegistrationFormValues } from './register-values.ts';

/** The alert over the save button: why nothing was saved, and the refusals no field on screen shows. */
export interface SaveSummary {
  title: string;
  details: string[];
}

async function send(id: string | null, frameNumber: string, values: RegistrationFormValues): Promise<RegistrationFormResult | undefined> {
  const input = saleInput(values);
  if (id) {
    const { data, error } = await graphqlClient.mutation(UPDATE_REGISTERED_FRAME, { id, input }).toPromise();
    if (error) throw error;
    return data?.updateRegisteredFrame;
  }
  const { data, error } = await graphqlClient.mutation(REGISTER_FRAME, { frameNumber, ...input }).toPromise();
  if (error) throw error;
  return data?.registerFrame;
}

/**
 * Registers the sale, or reuploads an edited registration. A refusal puts each field error under its field and the rest
 * in a summary, leaving every value where it was; a saved one goes back to the list, where it is seen on its way.
 */
export function useRegisterSave(form: FormInstance<RegistrationFormValues>, id: string | null) {
  const { t } = useTranslation(['retail-sales', 'forms']);
  const { message } = App.useApp();
  const { locale } = useParams();
  const navigate = useNavigate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<SaveSummary | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);

  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  // Navigate once the unsaved-changes guard is down, or the move to the list would ask "leave?".
  useEffect(() => {
    if (goTo && !warnWhen) navigate(goTo);
  }, [goTo, warnWhen, navigate]);

  const refused = (result: RegistrationFormResult | undefined) => {
    const onFields = new Map<string, { name: string[]; errors: string[] }>();
    const details: string[] = [];
    for (const e of result?.userErrors ?? []) {
      const name = fieldOf(e.field, !id);
      if (!name) {
        details.push(errorText(e, t));
        continue;
      }
      const key = name.join('.');
      onFields.set(key, { name, errors: [...(onFields.get(key)?.errors ?? []), errorText(e, t)] });
    }
    form.setFields([...onFields.values()] as Parameters<typeof form.setFields>[0]);
    const first = [...onFields.values()][0];
    if (first) form.scrollToField(first.name as Parameters<typeof form.scrollToField>[0], { block: 'center' });
    setSummary({ title: id ? t('errors.reupload_failed') : t(onFields.size ? 'form.refused_fields' : 'form.failed'), details });
  };

  const save = async (frameNumber: string, values: RegistrationFormValues) => {
    setSummary(null);
    setSaving(true);
    try {
      const result = await send(id, frameNumber, values);
      if (result?.message.status && result.registeredFrame) {
        void message.success(t(id ? 'form.resent' : 'form.saved', { frameNumber: result.registeredFrame.frameNumber }));
        setWarnWhen(false);
        setGoTo(`/${locale}/retail-sales?search=${encodeURIComponent(result.registeredFrame.frameNumber)}`);
      } else refused(result);
    } catch (error) {
      console.error('Failed to save the registration', error);
      setSummary({ title: id ? t('errors.reupload_failed') : t('form.failed'), details: [] });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, summary, dismissSummary: () => setSummary(null), markDirty: () => setWarnWhen(true) };
}
