import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { REGISTER_FRAME, UPDATE_REGISTERED_FRAME, type RegistrationFormResult } from '../../graphql/retail-sales.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { useSaveWithUploads } from '../../providers/save-with-uploads.ts';
import { errorText, fieldOf, saleInput, type RegistrationFormValues } from './register-values.ts';

/**
 * Registers the sale, or reuploads an edited registration (the shared save with uploads; a registration has no files).
 * A refusal puts each field error under its field and the rest in a summary, leaving every value where it was; a saved
 * one goes back to the list, where it is seen on its way.
 */
export function useRegisterSave(form: FormInstance<RegistrationFormValues>, id: string | null) {
  const { t } = useTranslation(['retail-sales', 'forms']);
  const { locale } = useParams();
  const update = usePortalMutation(UPDATE_REGISTERED_FRAME);
  const register = usePortalMutation(REGISTER_FRAME);
  const flow = useSaveWithUploads(form);

  const send = async (frameNumber: string, values: RegistrationFormValues): Promise<RegistrationFormResult | undefined> => {
    const input = saleInput(values);
    if (id) {
      const { data, error } = await update.send({ id, input });
      if (error) throw error;
      return data?.updateRegisteredFrame;
    }
    const { data, error } = await register.send({ frameNumber, ...input });
    if (error) throw error;
    return data?.registerFrame;
  };

  const save = (frameNumber: string, values: RegistrationFormValues) =>
    flow.save<RegistrationFormResult>({
      send: () => send(frameNumber, values),
      saved: (result) =>
        result.message.status && result.registeredFrame
          ? {
              message: t(id ? 'form.resent' : 'form.saved', { frameNumber: result.registeredFrame.frameNumber }),
              goTo: `/${locale}/retail-sales?search=${encodeURIComponent(result.registeredFrame.frameNumber)}`,
            }
          : null,
      fieldOf: (field) => fieldOf(field, !id),
      errorText: (e) => errorText(e, t),
      refusedTitle: (onFields) => (id ? t('errors.reupload_failed') : t(onFields ? 'form.refused_fields' : 'form.failed')),
      failedTitle: id ? t('errors.reupload_failed') : t('form.failed'),
      what: 'the registration',
    });

  return { save, saving: flow.saving, summary: flow.summary, dismissSummary: flow.dismissSummary, markDirty: flow.markDirty };
}
