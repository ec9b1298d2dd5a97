import type { FormProps } from 'antd';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { check } from '../../rules/forms.ts';
import { formFieldsOf, inputOf } from '../list-variables.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../types.ts';
import { widgetOf } from '../widgets/index.tsx';

/** The shared form rules of a field as antd rules, with the same translated messages the server answers. */
function rulesOf(field: FieldDeclaration, t: (key: string) => string): Rule[] {
  const names = field.form?.rules ?? [];
  if (!names.length) return [];
  return [{
    required: names.includes('required'),
    validator: async (_rule, value) => {
      const failed = check(value, names);
      if (failed) throw new Error(t(`forms:${failed}`));
    },
  }];
}

/** The declaration's form fields with their widgets; what is sent is the input of the mutation (inputOf). */
export function ResourceForm({ d, formProps, editing }: { d: ResourceDeclaration; formProps: FormProps; editing: boolean }) {
  const { t } = useTranslation([d.namespace, 'forms']);
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 760 }}
      onFinish={(values) => formProps.onFinish?.(inputOf(d, values as Record<string, unknown>, editing))}>
      {formFieldsOf(d).map((f) => {
        const Widget = widgetOf(f);
        const readOnly = f.form.readOnly === true || (f.form.readOnly === 'onEdit' && editing);
        return (
          <Form.Item key={f.name} name={f.name} label={t(f.label)} rules={readOnly ? [] : rulesOf(f, t)} validateFirst>
            <Widget field={f} disabled={readOnly} />
          </Form.Item>
        );
      })}
    </Form>
  );
}
