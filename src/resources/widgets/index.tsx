import { Input, Select } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDeclaration } from '../types.ts';
import { useOptions } from '../use-options.ts';
import { PermissionPicker } from './permission-picker.tsx';

/** What a form widget gets: antd's Form.Item passes value and onChange; the declaration says the rest. */
export interface WidgetProps {
  field: FieldDeclaration;
  id?: string;
  value?: any;
  onChange?: (value: any) => void;
  disabled?: boolean;
}

const TextWidget = ({ field, ...rest }: WidgetProps) => <Input {...rest} maxLength={field.form?.maxLength} showCount={!!field.form?.maxLength} />;

const MultilineWidget = ({ field, ...rest }: WidgetProps) => (
  <Input.TextArea {...rest} maxLength={field.form?.maxLength} showCount={!!field.form?.maxLength} autoSize={{ minRows: 2, maxRows: 6 }} />
);

/** Several records picked by name from the field's `options` (roles of a group role). */
function OptionsSelectWidget({ field, ...rest }: WidgetProps) {
  const { t } = useTranslation('access-admin');
  const { options, loading } = useOptions(field.form?.options);
  return (
    <Select {...rest} mode="multiple" allowClear showSearch optionFilterProp="label" options={options} loading={loading}
      placeholder={t('form.choose')} style={{ width: '100%' }} />
  );
}

/** Form widgets by name; a declaration's `form.widget` picks one (default text). Add new ones here. */
export const widgets: Record<string, ComponentType<WidgetProps>> = {
  text: TextWidget,
  multiline: MultilineWidget,
  optionsSelect: OptionsSelectWidget,
  permissionPicker: PermissionPicker,
};

export const widgetOf = (field: FieldDeclaration) => widgets[field.form?.widget ?? 'text'] ?? TextWidget;
