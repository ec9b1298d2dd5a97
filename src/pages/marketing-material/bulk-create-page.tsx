import { App, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { marketingCategories } from '../../resources/declarations/marketing-material.ts';
import { useOptions } from '../../resources/use-options.ts';
import { DropZone, UploadRows, type UploadRow, uploadValue, useUploads } from '../../resources/widgets/file-uploads.tsx';
import { TargetMarketChecks } from '../../resources/widgets/target-market-checks.tsx';
import { usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import { rules } from '../../rules/forms.ts';
import { CREATE_MARKETING_MATERIALS } from '../../graphql/marketing-material.ts';

/** The spec's bulk limit (api/marketing-material/common.ts MAX_BULK_ITEMS). */
const MAX_ITEMS = 50;

const fieldOf = (name: string) => marketingCategories.fields.find((f) => f.name === name)!;

/**
 * /admin/marketing-material/image/create-bulk (spec 3 §2): many pictures or videos at once into one category, each
 * uploading with its own progress; one item per file, titled by its file name unless changed. Saving while a file
 * is still on its way answers 'Please wait until all documents have been successfully uploaded'.
 */
export default function MarketingBulkCreatePage() {
  const { t, i18n } = useTranslation(['marketing-material', 'forms', 'files']);
  const { locale } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<UploadRow[]>([]);
  const uploads = useUploads('marketing_material', setRows);
  const { send, sending: saving } = usePortalMutation(CREATE_MARKETING_MATERIALS);
  const [formError, setFormError] = useState<string | null>(null);
  const categories = useOptions(marketingImagesCategoryField().form?.options);
  const layouts = useOptions(fieldOf('layoutId').form?.options);

  const save = async (values: { marketingMaterialCategoryId: number; layoutId?: number | null; contentTargetMarketIds: number[] }) => {
    setFormError(null);
    const value = uploadValue(rows);
    if (rules.uploadsDone(value)) return setFormError(t('forms:uploads_pending'));
    const done = rows.filter((r) => r.file);
    if (!done.length) return setFormError(t('messages.fileRequired'));
    if (done.length > MAX_ITEMS) return setFormError(t('messages.maxItems', { max: MAX_ITEMS }));
    const { data } = await send({
      input: {
        ...values,
        layoutId: values.layoutId ?? null,
        items: done.map((r) => ({ fileId: r.file!.id, title: (titles[r.key] ?? r.file!.fileTitle).trim() })),
      },
    });
    const answer = data?.createMarketingMaterials;
    if (answer?.message.status) {
      void message.success(t('admin.bulk_saved', { count: done.length }));
      navigate(`/${locale}/admin/marketing-material/image`);
    } else {
      const first = answer?.userErrors?.[0];
      setFormError(first?.messageKey ? userErrorText(i18n.t, first) : t('messages.failedImage'));
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('admin.bulk_title')}
      </Typography.Title>
      <Card>
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={{ contentTargetMarketIds: [], layoutId: null }}>
          <Form.Item
            name="marketingMaterialCategoryId"
            label={t('fields.category')}
            rules={[{ required: true, message: t('forms:required_field') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={categories.options}
              loading={categories.loading}
              placeholder={t('admin.choose')}
              data-testid="bulk-category"
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          <Form.Item name="layoutId" label={t('fields.layout')} extra={t('help.layout')}>
            <Select
              allowClear
              options={layouts.options}
              loading={layouts.loading}
              placeholder={t('admin.choose')}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          <Form.Item
            name="contentTargetMarketIds"
            label={t('fields.target_markets')}
            rules={[{ validator: (_r, v) => (rules.comboBox(v) ? Promise.reject(new Error(t('forms:combo_box'))) : Promise.resolve()) }]}
          >
            <TargetMarketChecks field={fieldOf('contentTargetMarketIds')} namespace="marketing-material" />
          </Form.Item>
          <Form.Item label={t('fields.files')} extra={t('admin.bulk_hint', { max: MAX_ITEMS })}>
            <Flex vertical gap={12}>
              <DropZone onFile={uploads.add} accept="image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm" />
              <UploadRows rows={rows} onRemove={uploads.remove} />
            </Flex>
          </Form.Item>
          {rows.some((r) => r.file) && (
            <Flex vertical gap={8} style={{ marginBottom: 16 }}>
              <Typography.Text strong>{t('admin.bulk_titles')}</Typography.Text>
              {rows
                .filter((r) => r.file)
                .map((r) => (
                  <Input
                    key={r.key}
                    value={titles[r.key] ?? r.file!.fileTitle}
                    maxLength={150}
                    aria-label={t('fields.title')}
                    onChange={(e) => setTitles((x) => ({ ...x, [r.key]: e.target.value }))}
                    data-testid="bulk-title"
                  />
                ))}
            </Flex>
          )}
          {formError && (
            <Typography.Paragraph type="danger" data-testid="bulk-error">
              {formError}
            </Typography.Paragraph>
          )}
          <Flex gap={8} wrap="wrap">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="bulk-save">
              {t('admin.bulk_save')}
            </Button>
            <Button onClick={() => navigate(`/${locale}/admin/marketing-material/image`)}>{t('admin.cancel')}</Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}

function marketingImagesCategoryField() {
  return fieldOf('parentId');
}
