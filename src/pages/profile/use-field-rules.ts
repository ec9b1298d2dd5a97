import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { check, formMessages, inFormKey, type RuleName } from '../../rules/forms.ts';

/**
 * The shared form rules (src/rules/forms.ts) as antd rules, with their texts from the `forms` namespace; an empty
 * field's message names the Form.Item's label.
 */
export function useFieldRules() {
  const { t } = useTranslation();
  return (...names: RuleName[]): Rule => ({
    validator: async (_, value: unknown) => {
      const failed = check(value, names);
      if (failed) throw new Error(t(inFormKey(failed), { ns: 'forms', defaultValue: formMessages[inFormKey(failed)] }));
    },
  });
}
