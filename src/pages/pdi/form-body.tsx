import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, theme } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PdiChecklistItem, PdiFrame, PdiToEdit } from '../../graphql/pdi.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { PDI_TEXT_MAX } from '../../rules/pdi.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { FrameFactsCard, FrameLookup, FrameWarnings, type FrameFound } from '../claims/form-frame-lookup.tsx';
import { PdiChecklist } from './form-checklist.tsx';
import { usePdiFrameFinder } from './form-queries.ts';
import { type PdiFormValues, usePdiSave } from './form-save.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

interface PdiFormProps {
  items: PdiChecklistItem[];
  pdi: PdiToEdit | null;
  back: string;
}

/** A new or edited inspection: the bike first (looked up, with its warnings), then who inspected it, then the checklist. */
export function PdiForm({ items, pdi, back }: PdiFormProps) {
  const { t } = useTranslation(['pdi', 'forms']);
  const { locale } = useParams();
  const { dateFormat } = useHostConfig();
  const { token } = theme.useToken();
  const phone = !useScreens().md;
  const cardSize = phone ? 'small' : 'default';
  const [form] = Form.useForm<PdiFormValues>();
  const [found, setFound] = useState<PdiFrame | null>(null);
  const frame = pdi?.frame ?? found;
  // A bike with an inspection already: the way to it, not a second one.
  const existing = !pdi && found?.pdiId ? found.pdiId : null;
  const initial = useMemo<PdiFormValues>(
    () => ({
      mechanic: pdi?.mechanic ?? '',
      notes: pdi?.notes ?? '',
      checked: pdi?.checklist.filter((c) => c.checked).map((c) => c.id) ?? [],
    }),
    [pdi],
  );
  const { save, saving, summary, dismissSummary, markDirty } = usePdiSave({ form, pdiId: pdi?.id ?? null, items });

  const findPdiFrame = usePdiFrameFinder();
  const find = async (frameNumber: string): Promise<FrameFound<PdiFrame>> => {
    const bike = await findPdiFrame(frameNumber);
    return bike ? { frame: bike } : { refusal: t('errors.frame_not_found') };
  };
  const submit = (values: PdiFormValues) => {
    if (frame && !existing) void save(values, frame.frameNumber);
  };
  const completedOn = pdi?.completedAt ? dayjs(pdi.completedAt).format(dateFormat) : null;

  return (
    <Form<PdiFormValues>
      form={form}
      name="pdi"
      layout="vertical"
      size={phone ? 'large' : 'middle'}
      initialValues={initial}
      disabled={saving}
      onFinish={submit}
      onValuesChange={markDirty}
      scrollToFirstError={{ block: 'center' }}
      data-testid="pdi-form"
    >
      <Flex vertical gap={16}>
        <Card size={cardSize} title={t('form.bike')}>
          <Flex vertical gap={16}>
            {!pdi && <FrameLookup<PdiFrame> onFrame={setFound} find={find} />}
            {existing && (
              <Alert
                type="info"
                showIcon
                role="alert"
                data-testid="pdi-exists"
                message={t('errors.frame_has_pdi')}
                action={
                  <ButtonLink to={`/${locale}/pdi/${existing}/edit`} size="small">
                    {t('form.open_existing')}
                  </ButtonLink>
                }
              />
            )}
            {frame && <FrameWarnings frame={frame} stolenAdvice={t('form.stolen_advice')} />}
            {frame && <FrameFactsCard frame={frame} />}
          </Flex>
        </Card>
        {frame && !existing && (
          <>
            <Card size={cardSize} title={t('form.inspection')}>
              <Form.Item
                name="mechanic"
                label={t('form.mechanic')}
                extra={t('form.mechanic_hint')}
                rules={[
                  { required: true, whitespace: true, message: t('errors.mechanic_required') },
                  { max: PDI_TEXT_MAX.mechanic, message: t('forms:max_length') },
                ]}
              >
                <Input autoComplete="name" maxLength={PDI_TEXT_MAX.mechanic} style={{ maxWidth: 420 }} data-testid="pdi-mechanic" />
              </Form.Item>
              <Form.Item name="notes" label={t('form.notes')} style={{ marginBottom: 0 }}>
                <Input.TextArea
                  rows={3}
                  maxLength={PDI_TEXT_MAX.notes}
                  showCount
                  placeholder={t('form.notes_placeholder')}
                  data-testid="pdi-notes"
                />
              </Form.Item>
            </Card>
            <Card size={cardSize} title={t('form.checklist')}>
              <Form.Item name="checked" noStyle>
                <PdiChecklist items={items} completedOn={completedOn} />
              </Form.Item>
            </Card>
            {summary && (
              <Alert
                type="error"
                showIcon
                role="alert"
                closable
                onClose={dismissSummary}
                data-testid="pdi-save-summary"
                message={summary[0]}
                description={
                  summary.length > 1 ? (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {summary.slice(1).map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            {/* Save stays in reach at the bottom while the checklist scrolls (mechanics work from a phone). */}
            <Flex
              gap={8}
              justify="flex-end"
              align="center"
              data-testid="pdi-save-bar"
              style={{
                position: 'sticky',
                bottom: 0,
                zIndex: 10,
                padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
              }}
            >
              <ButtonLink to={back} disabled={saving}>
                {t('form.cancel')}
              </ButtonLink>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SaveOutlined />}
                loading={saving}
                data-testid="pdi-save"
                style={{ minWidth: 140 }}
              >
                {t('form.save')}
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Form>
  );
}
