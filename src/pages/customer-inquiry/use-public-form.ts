import type { FormInstance } from 'antd';
import type { TadaDocumentNode } from 'gql.tada';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOf, usePortalMutation } from '../../providers/portal-mutation.ts';
import type { PublicFormResult } from '../../graphql/customer-inquiry.ts';

type Refusal =
  | { kind: 'too_many'; minutes: number }
  | { kind: 'not_offered' }
  | { kind: 'failed' }
  | { kind: 'fields' }
  | { kind: 'other'; text: string };

/**
 * Sends a public form's mutation to /public/graphql and puts the server's field errors, translated by their keys, under
 * the form's fields; a refusal without fields (too many requests, not offered, a failure) is answered for an alert.
 */
export function usePublicForm<T extends object, V>(document: TadaDocumentNode<T, V>, form: FormInstance, fields: readonly string[]) {
  const { t } = useTranslation();
  const mutation = usePortalMutation(document, { public: true });
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const text = (e: PublicFormResult['userErrors'][number]) =>
    e.messageKey ? t(e.messageKey, { ...Object.fromEntries(e.params.map((p) => [p.name, p.value])), defaultValue: e.message }) : e.message;

  /** Answers true when the server took the form. */
  const send = async (values: V): Promise<boolean> => {
    setRefusal(null);
    const { data, error } = await mutation.send(values);
    if (error) {
      console.error('public form not sent', error);
      setRefusal({ kind: 'failed' });
      return false;
    }
    const answer = answerOf(data) as PublicFormResult | undefined;
    if (!answer) {
      setRefusal({ kind: 'failed' });
      return false;
    }
    if (answer.message.status && answer.userErrors.length === 0) return true;
    if (answer.code === 'R001') {
      setRefusal({ kind: 'too_many', minutes: Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60)) });
      return false;
    }
    if (answer.code === 'U002') {
      setRefusal({ kind: 'not_offered' });
      return false;
    }
    const onFields = answer.userErrors.filter((e) => fields.includes(e.field));
    const elsewhere = answer.userErrors.filter((e) => !fields.includes(e.field));
    form.setFields(onFields.map((e) => ({ name: e.field, errors: [text(e)] })));
    if (onFields[0]) form.scrollToField(onFields[0].field, { block: 'center', focus: true });
    setRefusal(
      elsewhere.length ? { kind: 'other', text: elsewhere.map(text).join(' ') } : onFields.length ? { kind: 'fields' } : { kind: 'failed' },
    );
    return false;
  };

  return { send, sending: mutation.sending, refusal, clearRefusal: () => setRefusal(null) };
}
