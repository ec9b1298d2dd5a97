import type { HttpError } from '@refinedev/core';
import type { FormInstance, FormProps } from 'antd';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { check, inFormKey } from '../../rules/forms.ts';
import { formFieldsOf, inForm, inputOf } from '../list-variables.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../types.ts';
import { selfLabelled, widgetOf } from '../widgets/index.tsx';

/** The shared form rules of a field as antd rules, with the same translated messages the server answers. */
function rulesOf(field: FieldDeclaration, t: (key: string) => string): Rule[] {
  const names = field.form?.rules ?? [];
  if (!names.length) return [];
  return [
    {
      required: names.includes('required') || names.includes('comboBox'),
      validator: async (_rule, value) => {
        const failed = check(value, names);
        if (failed) throw new Error(t(`forms:${inFormKey(failed)}`));
      },
    },
  ];
}

/**
 * Every admin form, on a save that fails its rules, scrolls the first error to the middle of the screen and puts the
 * focus in it (antd's scrollToFirstError; the field's id is the fallback for widgets antd holds no ref of).
 */
export const FIRST_ERROR = { block: 'center', focus: true } as const;

export function focusFirstError(form: FormInstance, names: (string | number)[][]) {
  const name = names[0];
  if (!name) return;
  form.scrollToField(name, FIRST_ERROR);
  // Once antd has drawn the error: a custom widget (rich text, user areas) takes the focus through its field id.
  requestAnimationFrame(() => {
    const item = document.getElementById(name.join('_'));
    if (item && !item.contains(document.activeElement)) {
      const target = item.matches('input, textarea, [contenteditable="true"], [tabindex]')
        ? item
        : item.querySelector<HTMLElement>(
            'input:not([disabled]), textarea, [contenteditable="true"], button, [tabindex]:not([tabindex="-1"])',
          );
      target?.focus({ preventScroll: true });
    }
  });
}

const matches = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

/**
 * The server's userErrors that name no form field directly (`roles` for roleIds, `userAreas.2.value`) shown under
 * the field that declares them; a row's error says which row. Refine already placed the ones named as a field.
 */
export function showServerErrors(
  d: ResourceDeclaration,
  form: FormInstance,
  error: HttpError | undefined,
  rowLabel: (n: number) => string,
) {
  const errors = (error?.errors ?? {}) as Record<string, string[] | string>;
  for (const f of formFieldsOf(d)) {
    const names = [f.name, ...(f.form.errorFields ?? [])];
    const texts = Object.entries(errors)
      .filter(([key]) => key !== f.name && names.some((n) => matches(key, n)))
      .flatMap(([key, value]) => {
        const row = key.match(/^[^.]+\.(\d+)/)?.[1];
        return (Array.isArray(value) ? value : [value]).map((v) => (row !== undefined ? `${rowLabel(Number(row) + 1)}: ${v}` : v));
      });
    if (texts.length) form.setFields([{ name: f.name, errors: [...(form.getFieldError(f.name) ?? []), ...texts] }]);
  }
  // A refusal the server put under a field is the first error to see, as when the browser's own rules fail.
  const failed = formFieldsOf(d).filter((f) => form.getFieldError(f.name).length > 0);
  if (failed.length) focusFirstError(form, [[failed[0].name]]);
}

/** The declaration's form fields with their widgets; what is sent is the input of the mutation (inputOf). */
export function ResourceForm({ d, formProps, editing }: { d: ResourceDeclaration; formProps: FormProps; editing: boolean }) {
  const { t } = useTranslation([d.namespace, 'forms']);
  return (
    <Form
      {...formProps}
      layout="vertical"
      style={{ maxWidth: 760 }}
      onFinishFailed={(info) => {
        formProps.onFinishFailed?.(info);
        if (formProps.form)
          focusFirstError(
            formProps.form,
            info.errorFields.map((e) => e.name),
          );
      }}
      onFinish={(values) => formProps.onFinish?.(inputOf(d, values as Record<string, unknown>, editing))}
    >
      {formFieldsOf(d)
        .filter((f) => inForm(f, editing))
        .map((f) => {
          const Widget = widgetOf(f);
          const readOnly = f.form.readOnly === true || (f.form.readOnly === 'onEdit' && editing);
          const ownLabel = selfLabelled.has(f.form.widget ?? 'text');
          return (
            <Form.Item
              key={f.name}
              name={f.name}
              label={ownLabel ? undefined : t(f.label)}
              // A widget with its own label still names itself in an error ('Body is required').
              messageVariables={{ label: t(f.label) }}
              rules={readOnly ? [] : rulesOf(f, t)}
              validateFirst
              extra={f.form.help ? t(f.form.help) : undefined}
              style={ownLabel ? { marginBottom: 12 } : undefined}
            >
              <Widget field={f} namespace={d.namespace} disabled={readOnly} />
            </Form.Item>
          );
        })}
    </Form>
  );
}
