import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Popconfirm, Result, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CATALOG_BRAND } from '../../rules/visit-forms.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { DealerPanel } from './dealer-panel.tsx';
import { type Choices, VisitFormFields } from './form-fields.tsx';
import { emptyValues, valuesOf, type VisitFormValues } from './form-values.ts';
import { FORM_VISIT, FORM_VISIT_CHOICES } from '../../graphql/visit-forms.ts';
import { useVisitBrand } from './use-brand.ts';
import { useVisitSave } from './use-visit-save.ts';
import { useVisitFormat } from './use-visit-format.ts';

/**
 * A store-visit form (spec 2 §2 /visit-form/<brand>/create and /{id}): the rep answers what they saw, adds up to eleven
 * photos, and keeps the chosen dealer's sales, open claims and bonus standing beside the form.
 */
export default function VisitFormPage() {
  const { t } = useTranslation('visit-forms');
  const { brand, base } = useVisitBrand();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const [form] = Form.useForm<VisitFormValues>();
  const brandLabel = CATALOG_BRAND[brand];
  const choicesQuery = usePortalQuery(['visit-choices', brand], FORM_VISIT_CHOICES, { brand });
  const formQuery = usePortalQuery(['visit-form', id], FORM_VISIT, { id: id ?? 0 }, { enabled: !!id, fresh: true });
  const { save, remove, saving, problems, markDirty } = useVisitSave(form, brand, id, base);
  const stored = useMemo(() => (formQuery.data ? valuesOf(formQuery.data.formVisit) : null), [formQuery.data]);
  const [custCode, setCustCode] = useState<string | undefined>();
  const { dateTime } = useVisitFormat();

  useEffect(() => {
    if (stored) {
      form.setFieldsValue(stored.values);
      setCustCode(stored.values.custCode);
    }
  }, [stored, form]);

  const c = choicesQuery.data;
  const choices: Choices | null = c
    ? {
        otherMidrange: c.formVisitOtherMidRange,
        equipment: c.formVisitEquipment,
        brandDisplay: c.formVisitBrandDisplay,
        series: c.formVisitSeries,
        customers: c.formVisitSalesCustomers,
      }
    : null;
  const title = id ? t('form.title_detail', { brand: brandLabel }) : t('form.title_create', { brand: brandLabel });

  if (choicesQuery.isError || formQuery.isError) {
    const missing = ['N001', 'U002'].includes(String((formQuery.error as { code?: string } | null)?.code));
    return missing ? (
      <Result status="404" title={t('form.not_found')} extra={<Link to={base}>{t('form.back')}</Link>} />
    ) : (
      <LoadError
        error={choicesQuery.error ?? formQuery.error}
        onRetry={() => {
          void choicesQuery.refetch();
          void formQuery.refetch();
        }}
      />
    );
  }
  if (!choices || (id && !stored))
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {id && formQuery.data && (
            <Typography.Text type="secondary" data-testid="visit-filed">
              {t('form.filed', { name: formQuery.data.formVisit.createdBy, date: dateTime(formQuery.data.formVisit.createdAt) })}
            </Typography.Text>
          )}
        </div>
        <Link to={base}>{t('form.back')}</Link>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <Form
              form={form}
              layout="vertical"
              initialValues={emptyValues()}
              onFinish={save}
              scrollToFirstError
              onValuesChange={(changed: Partial<VisitFormValues>) => {
                markDirty();
                if ('custCode' in changed) setCustCode(changed.custCode);
              }}
            >
              <VisitFormFields choices={choices} kept={stored?.kept ?? {}} brandLabel={brandLabel} />
              {problems.length > 0 && (
                <Alert type="error" showIcon style={{ marginBottom: 12 }} message={t('save.refused')} description={problems.join(' ')} />
              )}
              <Flex gap={8} wrap justify="space-between">
                <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} size="large" data-testid="visit-save">
                  {t('form.save')}
                </Button>
                {id && (
                  <Popconfirm title={t('form.delete_confirm')} okText={t('form.delete')} cancelText={t('form.cancel')} onConfirm={remove}>
                    <Button danger icon={<DeleteOutlined />}>
                      {t('form.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <DealerPanel custCode={custCode} />
        </Col>
      </Row>
    </Flex>
  );
}
