import { Checkbox, Input, InputNumber, Select } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDeclaration } from '../types.ts';
import { useOptions } from '../use-options.ts';
import { ContentTargetMarkets } from './content-target-markets.tsx';
import { PermissionPicker } from './permission-picker.tsx';
import { DateTimeWidget } from './date-time.tsx';
import { HtmlEditorWidget } from './html-editor.tsx';
import { BannerImageWidget, ImagePreviewWidget, NewsPictureWidget } from './image-upload.tsx';
import { DocumentFilesWidget, NewsFilesWidget } from './document-files.tsx';
import { TargetMarketChecks } from './target-market-checks.tsx';
import { UserAreasEditor } from './user-areas.tsx';
import { CategoryImageWidget, MaterialFilesWidget } from './file-uploads.tsx';

/** What a form widget gets: antd's Form.Item passes value and onChange; the declaration says the rest. */
export interface WidgetProps {
  field: FieldDeclaration;
  /** The declaration's i18n namespace (labels, placeholders). */
  namespace?: string;
  id?: string;
  value?: any;
  onChange?: (value: any) => void;
  disabled?: boolean;
}

const TextWidget = ({ field, namespace: _ns, ...rest }: WidgetProps) => (
  <Input {...rest} value={rest.value ?? ''} maxLength={field.form?.maxLength} showCount={!!field.form?.maxLength} />
);

const MultilineWidget = ({ field, namespace: _ns, ...rest }: WidgetProps) => (
  <Input.TextArea {...rest} maxLength={field.form?.maxLength} showCount={!!field.form?.maxLength} autoSize={{ minRows: 2, maxRows: 6 }} />
);

/** Several records picked by name from the field's `options` (roles of a group role, of a user). */
function OptionsSelectWidget({ field, namespace = 'access-admin', ...rest }: WidgetProps) {
  const { t } = useTranslation(namespace);
  const { options, loading } = useOptions(field.form?.options);
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      options={options}
      loading={loading}
      placeholder={t('form.choose')}
      style={{ width: '100%' }}
    />
  );
}

/** One record or value from the field's `options`, or none (a user's language, group role, limitation). */
function SelectWidget({ field, namespace = 'access-admin', value, onChange, ...rest }: WidgetProps) {
  const { t } = useTranslation(namespace);
  const { options, loading } = useOptions(field.form?.options);
  return (
    <Select
      {...rest}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      showSearch
      optionFilterProp="label"
      options={options}
      loading={loading}
      placeholder={t('form.choose')}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}

/** A whole number (sorting, items per line); the field's maxLength is not used. */
const NumberWidget = ({ id, value, onChange, disabled }: WidgetProps) => (
  <InputNumber
    id={id}
    value={value ?? null}
    onChange={(v) => onChange?.(v ?? null)}
    disabled={disabled}
    precision={0}
    style={{ width: 160 }}
  />
);

/** A yes/no flag; the label says what it means. */
const CheckboxWidget = ({ field, namespace, value, onChange, id, disabled }: WidgetProps) => {
  const { t } = useTranslation(namespace);
  return (
    <Checkbox id={id} checked={!!value} disabled={disabled} onChange={(e) => onChange?.(e.target.checked)}>
      {t(field.label)}
    </Checkbox>
  );
};

/** A list of email addresses, typed and confirmed with Enter, comma or space (order confirmation copies). */
function EmailListWidget({ namespace, value, onChange, id, disabled }: WidgetProps) {
  const { t } = useTranslation(namespace);
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', ' ', ';']}
      disabled={disabled}
      value={Array.isArray(value) ? value : []}
      onChange={(v: string[]) => onChange?.(v.map((s) => s.trim()).filter(Boolean))}
      placeholder={t('form.emails')}
      style={{ width: '100%' }}
    />
  );
}

/** Form widgets by name; a declaration's `form.widget` picks one (default text). Add new ones here. */
export const widgets: Record<string, ComponentType<WidgetProps>> = {
  text: TextWidget,
  multiline: MultilineWidget,
  optionsSelect: OptionsSelectWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  emailList: EmailListWidget,
  permissionPicker: PermissionPicker,
  dateTime: DateTimeWidget,
  html: HtmlEditorWidget,
  targetMarketChecks: TargetMarketChecks,
  bannerImage: BannerImageWidget,
  imagePreview: ImagePreviewWidget,
  documentFiles: DocumentFilesWidget,
  newsFiles: NewsFilesWidget,
  newsPicture: NewsPictureWidget,
  userAreas: UserAreasEditor,
  contentTargetMarkets: ContentTargetMarkets,
  number: NumberWidget,
  materialFiles: MaterialFilesWidget,
  categoryImage: CategoryImageWidget,
};

/** Widgets that show their own label (the form item then has none). */
export const selfLabelled = new Set(['checkbox']);

export const widgetOf = (field: FieldDeclaration) => widgets[field.form?.widget ?? 'text'] ?? TextWidget;
