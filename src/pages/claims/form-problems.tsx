import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemOption } from '../../graphql/claim-forms.ts';
import { CLAIM_TEXT_MAX } from '../../rules/claims.ts';
import type { ProblemRow } from './form-values.ts';

/** The catalogue as a Select's groups, one per part, each option 'part — description'. */
function groupedByPart(problems: ProblemOption[], chosen: Set<number>) {
  const parts = new Map<string, ProblemOption[]>();
  for (const p of problems) parts.set(p.part, [...(parts.get(p.part) ?? []), p]);
  return [...parts].map(([part, rows]) => ({
    label: part,
    title: part,
    options: rows.map((p) => ({ value: p.id, label: `${p.part} — ${p.description}`, disabled: chosen.has(p.id) })),
  }));
}

/**
 * What is wrong, as rows of the maker's problem catalogue with the dealer's notes. Rows left without a problem are
 * not sent; at least one is needed where the market says so (claimProblemRequired).
 */
export function ProblemRows({ problems, required }: { problems: ProblemOption[]; required: boolean }) {
  const { t } = useTranslation(['claim-form', 'claims', 'forms']);
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('problems', form) as ProblemRow[] | undefined) ?? [];
  // An option already on another row is greyed out: the same problem twice says nothing more.
  const options = groupedByPart(problems, new Set(rows.map((r) => r?.problemId).filter((id): id is number => id != null)));

  return (
    <Form.List
      name="problems"
      rules={[
        {
          validator: async (_, value: ProblemRow[] | undefined) => {
            if (required && !(value ?? []).some((r) => r?.problemId != null)) throw new Error(t('claims:errors.problem_required'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4} data-testid="problems">
          {fields.map((field, index) => (
            <Row key={field.key} gutter={8} align="top" wrap data-testid="problem-row">
              <Col xs={24} md={12}>
                <Form.Item
                  name={[field.name, 'problemId']}
                  label={t('problems.problem', { n: index + 1 })}
                  style={{ marginBottom: 8 }}
                  dependencies={[['problems', field.name, 'notes']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_, v: number | null | undefined) => {
                        if (v == null && getFieldValue(['problems', field.name, 'notes']))
                          throw new Error(t('claims:errors.problem_unknown'));
                      },
                    }),
                  ]}
                >
                  <Select
                    showSearch
                    allowClear
                    optionFilterProp="label"
                    options={options}
                    placeholder={t('problems.choose')}
                    data-testid="problem-select"
                    popupMatchSelectWidth={false}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Flex gap={4} align="end">
                  <Form.Item name={[field.name, 'notes']} label={t('problems.notes')} style={{ flex: 1, marginBottom: 8 }}>
                    <Input maxLength={CLAIM_TEXT_MAX.customerNotes} placeholder={t('problems.notes_placeholder')} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    style={{ marginBottom: 8 }}
                    aria-label={t('problems.remove', { n: index + 1 })}
                    disabled={fields.length === 1 && required}
                  />
                </Flex>
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="add-problem">
              {t('problems.add')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
