import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTHER_OPTION, PHOTO_SLOTS, type PhotoSlot, VISIT_NOTES_MAX, VISIT_TEXT_MAX } from '../../rules/visit-forms.ts';
import { PhotoSlot as PhotoSlotControl, type SlotPhoto } from './photo-slot.tsx';
import { customerLabel } from '../../rules/customer-code.ts';

export interface Choices {
  otherMidrange: { code: string; name: string }[];
  equipment: { code: string; name: string }[];
  brandDisplay: { code: string; name: string }[];
  series: string[];
  customers: { id: number; custCode: string; custName: string }[];
}

type Kind = 'other_midrange' | 'equipment' | 'brand_display';

/** A multiple choice from a brand's option list, with its description field once 'Other' is chosen. */
function OptionChoice({
  name,
  described,
  kind,
  options,
}: {
  name: string;
  described: string;
  kind: Kind;
  options: Choices['otherMidrange'];
}) {
  const { t } = useTranslation('visit-forms');
  return (
    <>
      <Form.Item name={name} label={t(`fields.${name}`)}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('fields.choose')}
          data-testid={`field-${name}`}
          options={options.map((o) => ({ value: o.code, label: t(`options.${kind}.${o.code}`, { defaultValue: o.name }) }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a[name] !== b[name]}>
        {({ getFieldValue }) =>
          (getFieldValue(name) as string[] | undefined)?.includes(OTHER_OPTION) ? (
            <Form.Item
              name={described}
              label={t(`fields.${described}`)}
              rules={[{ required: true, whitespace: true, message: t('errors.description_required') }]}
            >
              <Input maxLength={VISIT_TEXT_MAX} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </>
  );
}

/** The questions of the visit form (spec 2 §3 'Store-visit form'), in the order a rep walks through a shop. */
export function VisitFormFields({
  choices,
  kept,
  brandLabel,
}: {
  choices: Choices;
  kept: Partial<Record<PhotoSlot, SlotPhoto>>;
  brandLabel: string;
}) {
  const { t } = useTranslation('visit-forms');
  return (
    <>
      <Form.Item name="custCode" label={t('fields.custCode')} rules={[{ required: true, message: t('errors.customer_required') }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('fields.custCode_placeholder')}
          data-testid="field-custCode"
          options={choices.customers.map((c) => ({ value: c.custCode, label: customerLabel(c.custName, c.custCode) }))}
          notFoundContent={t('fields.no_customers')}
        />
      </Form.Item>
      <OptionChoice name="otherMidrange" described="otherMidrangeDescription" kind="other_midrange" options={choices.otherMidrange} />
      <Form.Item name="brandDomination" label={t('fields.brandDomination', { brand: brandLabel })}>
        <Radio.Group
          optionType="button"
          data-testid="field-brandDomination"
          options={[
            { value: 'yes', label: t('fields.yes') },
            { value: 'no', label: t('fields.no') },
            { value: 'unanswered', label: t('fields.unanswered') },
          ]}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="qtyPlgGrp" label={t('fields.qtyPlgGrp', { brand: brandLabel })}>
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="qtyNonPlgGrp" label={t('fields.qtyNonPlgGrp', { brand: brandLabel })}>
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <OptionChoice name="brandDisplay" described="brandDisplayDescription" kind="brand_display" options={choices.brandDisplay} />
      <Form.Item name="seriesList" label={t('fields.seriesList', { brand: brandLabel })}>
        <Select mode="multiple" allowClear placeholder={t('fields.choose')} options={choices.series.map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      <Typography.Text strong>{t('fields.seriesBrand')}</Typography.Text>
      <Form.List name="seriesBrand">
        {(rows, { add, remove }) => (
          <div style={{ marginTop: 8, marginBottom: 16 }}>
            {rows.map((row, i) => (
              <Space key={row.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[row.name, 'brand']}
                  rules={[{ required: true, whitespace: true, message: t('errors.series_brand_incomplete') }]}
                >
                  <Input placeholder={t('fields.other_brand')} aria-label={t('fields.other_brand_n', { n: i + 1 })} maxLength={100} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'series']}
                  rules={[{ required: true, whitespace: true, message: t('errors.series_brand_incomplete') }]}
                >
                  <Input placeholder={t('fields.other_series')} aria-label={t('fields.other_series_n', { n: i + 1 })} maxLength={100} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row.name)}
                  aria-label={t('fields.remove_row', { n: i + 1 })}
                />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ brand: '', series: '' })}>
              {t('fields.add_series_brand')}
            </Button>
          </div>
        )}
      </Form.List>
      <Form.Item name="otherSeriesList" label={t('fields.otherSeriesList')} extra={t('fields.otherSeriesList_help')}>
        <Select mode="tags" allowClear open={false} suffixIcon={null} placeholder={t('fields.type_enter')} />
      </Form.Item>
      <OptionChoice name="equipment" described="equipmentText" kind="equipment" options={choices.equipment} />
      <Form.Item name="notes" label={t('fields.notes')}>
        <Input.TextArea rows={3} maxLength={VISIT_NOTES_MAX} showCount />
      </Form.Item>
      <Typography.Title level={5}>{t('photos.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('photos.hint')}</Typography.Paragraph>
      <Row gutter={12}>
        {PHOTO_SLOTS.map((slot) => (
          <Col key={slot} xs={12} sm={8} md={6}>
            <Form.Item name={['photos', slot]} label={t(`photos.slots.${slot}`)} style={{ marginBottom: 12 }}>
              <PhotoSlotControl slot={slot} label={t(`photos.slots.${slot}`)} kept={kept[slot] ?? null} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
