import { Col, Collapse, Flex, Form, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_SLOTS, type ClaimSlot } from '../../rules/claims.ts';
import { useFieldRules } from '../profile/use-field-rules.ts';
import { UploadSlot, type SlotFile } from './form-upload-slot.tsx';

const photos = CLAIM_SLOTS.filter((s) => s.startsWith('photo'));
const moreDocs = CLAIM_SLOTS.filter((s) => s.startsWith('additionalDoc'));
// The ones nearly every claim has first; the rarely needed extra documents fold away.
const GROUPS: { key: string; slots: ClaimSlot[] }[] = [
  { key: 'documents', slots: ['invoice', 'idCard'] },
  { key: 'photos', slots: photos },
  { key: 'video', slots: ['video'] },
];

interface SlotsProps {
  kept: Partial<Record<ClaimSlot, SlotFile>>;
}

/** The claim's upload slots (spec 2 §9): each a form field holding its file's id, checked for uploads still running on save. */
export function UploadSlots({ kept }: SlotsProps) {
  const { t } = useTranslation('claim-form');
  const rule = useFieldRules();
  // Checked when saving only: a running upload is no mistake until the dealer tries to save.
  const pending: Rule = { ...rule('uploadsDone'), validateTrigger: 'onSubmit' } as Rule;
  const slot = (s: ClaimSlot) => (
    <Col key={s} xs={12} sm={8}>
      <Form.Item name={['attachments', s]} label={t(`slots.${s}`)} rules={[pending]} style={{ marginBottom: 12 }}>
        <UploadSlot slot={s} label={t(`slots.${s}`)} kept={kept[s] ?? null} />
      </Form.Item>
    </Col>
  );
  const [moreOpen, setMoreOpen] = useState(() => moreDocs.some((s) => kept[s]));

  return (
    <Flex vertical gap={8} data-testid="upload-slots">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('slots.hint')}
      </Typography.Paragraph>
      {GROUPS.map((g) => (
        <section key={g.key} aria-label={t(`slots.group_${g.key}`)}>
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t(`slots.group_${g.key}`)}
          </Typography.Title>
          <Row gutter={12}>{g.slots.map(slot)}</Row>
        </section>
      ))}
      {/* Re-drawn on every form change: a server error on a folded slot opens the fold, so the dealer sees it. */}
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsError }) => {
          const failed = getFieldsError(moreDocs.map((s) => ['attachments', s])).some((f) => f.errors.length > 0);
          return (
            <Collapse
              activeKey={moreOpen || failed ? ['more'] : []}
              onChange={(keys) => setMoreOpen(keys.includes('more'))}
              items={[
                {
                  key: 'more',
                  label: t('slots.group_more'),
                  // Rendered while folded, so a server error on one of them still finds its field.
                  forceRender: true,
                  children: <Row gutter={12}>{moreDocs.map(slot)}</Row>,
                },
              ]}
            />
          );
        }}
      </Form.Item>
    </Flex>
  );
}
