import { useWarnAboutChange } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import type { VisitBrand } from '../../rules/visit-forms.ts';
import { inputOf, uploadsPending, type VisitFormValues } from './form-values.ts';
import { CREATE_FORM_VISIT, DELETE_FORM_VISIT, UPDATE_FORM_VISIT, type VisitFormResult } from '../../graphql/visit-forms.ts';

const FORM_FIELDS = new Set([
  'custCode',
  'otherMidrange',
  'otherMidrangeDescription',
  'qtyPlgGrp',
  'qtyNonPlgGrp',
  'brandDisplay',
  'brandDisplayDescription',
  'seriesList',
  'otherSeriesList',
  'notes',
  'equipment',
  'equipmentText',
]);

/**
 * Saves the visit form (new or changed): waits for photos still uploading, puts refusals under their fields, and
 * once saved lowers the leave-guard before opening the saved form.
 */
export function useVisitSave(form: FormInstance<VisitFormValues>, brand: VisitBrand, id: number | null, base: string) {
  const { t } = useTranslation('visit-forms');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [goTo, setGoTo] = useState<string | null>(null);
  const update = usePortalMutation(UPDATE_FORM_VISIT);
  const create = usePortalMutation(CREATE_FORM_VISIT);
  const del = usePortalMutation(DELETE_FORM_VISIT);

  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  useEffect(() => {
    if (goTo && !warnWhen) navigate(goTo);
  }, [goTo, warnWhen, navigate]);

  const refused = (result: VisitFormResult | undefined) => {
    const onFields: { name: (string | number)[]; errors: string[] }[] = [];
    const rest: string[] = [];
    for (const e of result?.userErrors ?? []) {
      const text = userErrorText(t, e);
      if (FORM_FIELDS.has(e.field)) onFields.push({ name: [e.field], errors: [text] });
      else if (e.field.startsWith('photos.')) onFields.push({ name: ['photos', e.field.slice(7)], errors: [text] });
      else rest.push(text);
    }
    form.setFields(onFields as Parameters<typeof form.setFields>[0]);
    if (onFields[0]) form.scrollToField(onFields[0].name as Parameters<typeof form.scrollToField>[0], { block: 'center' });
    setProblems(rest.length || onFields.length ? rest : [t('save.failed')]);
  };

  const save = async (values: VisitFormValues) => {
    setProblems([]);
    if (uploadsPending(form.getFieldsValue(true) as VisitFormValues)) {
      void message.warning(t('photos.wait'));
      return;
    }
    setSaving(true);
    try {
      const input = inputOf({ ...values, photos: form.getFieldValue('photos') ?? {} });
      const answer = id ? await update.send({ id, input }) : await create.send({ brand, input });
      if (answer.error) throw answer.error;
      const result = answer.data && ('updateFormVisit' in answer.data ? answer.data.updateFormVisit : answer.data.createFormVisit);
      if (result?.message.status && result.id) {
        void message.success(t('save.saved'));
        setWarnWhen(false);
        setGoTo(`${base}/${result.id}`);
      } else refused(result);
    } catch (error) {
      console.error('Saving the visit form failed', error);
      setProblems([t('save.failed')]);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!id) return;
    const answer = await del.send({ id });
    if (answer.data?.deleteFormVisit.message.status) {
      void message.success(t('save.deleted'));
      setWarnWhen(false);
      setGoTo(base);
    } else void message.error(t('save.delete_failed'));
  };

  // A photo slot changes its value when an upload starts or ends: any change counts as unsaved.
  return { save, remove, saving, problems, markDirty: () => setWarnWhen(true) };
}
