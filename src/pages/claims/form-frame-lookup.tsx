import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Descriptions, Flex, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_FRAME } from '../../graphql/claim-forms.ts';
import type { FrameRecall, FrameStolenReport } from '../../graphql/frames.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalFetch } from '../../providers/portal-query.ts';
import { FRAME_NUMBER_MAX } from '../../rules/claims.ts';
import { RecallAlert } from './recall-alert.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** What the form shows of a bike: from the lookup on a new claim, from the claim itself on an edit. */
export interface FrameFacts {
  frameNumber: string;
  /** The number under the maker's earlier numbering; absent on an edit's own facts and on bikes numbered since. */
  oldCode?: string | null;
  brand: string;
  model: string;
  modelYear: number;
  series: string;
  productionCode: string | null;
  deliveryNo: string | null;
  shippedAt: string | null;
  shippedTo: string | null;
  shippedToName: string | null;
  stolen: FrameStolenReport | null;
  recalls: FrameRecall[];
  /** The bike's article the dealer named, where the portal knows no such frame (claimNonCode); absent on a known frame. */
  unknownArticleId?: number | null;
}

// Frame numbers are capitals without spaces (api/claims/frames.ts normalFrameNumber); dealers type them as they read them.
const normalFrame = (v: string | undefined) => (v ?? '').replace(/\s+/g, '').toUpperCase();

/** What a lookup found: the bike, or why it cannot be used here (in the reader's language). Throws when it failed. */
export type FrameFound<F extends FrameFacts = FrameFacts> = { frame: F } | { refusal: string } | { unknown: string };

interface FrameLookupProps<F extends FrameFacts> {
  onFrame: (frame: F | null) => void;
  /** Another area's lookup (a PDI looks up with its own query and rule); by default the claim's, one open claim per bike. */
  find?: (frameNumber: string) => Promise<FrameFound<F>>;
  /** A number the portal does not know, where the market takes claims on such bikes (claimNonCode). */
  onUnknown?: (frameNumber: string) => void;
}

/** Step 1 of a bike claim (or an inspection): the frame number, looked up among the bikes shipped to the active customer. */
export function FrameLookup<F extends FrameFacts = FrameFacts>({ onFrame, find, onUnknown }: FrameLookupProps<F>) {
  const { t } = useTranslation(['claim-form', 'claims', 'forms']);
  const { claimNonCode } = useHostConfig();
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const fetch = usePortalFetch();

  const findForClaim = async (frameNumber: string): Promise<FrameFound> => {
    const { data, error } = await fetch(['claimFrame', frameNumber], CLAIM_FRAME, { frameNumber });
    if (error) throw error;
    const frame = data?.claimFrame;
    if (!frame) return onUnknown && claimNonCode ? { unknown: frameNumber } : { refusal: t('claims:errors.frame_not_found') };
    // One open claim per bike: said at once, not after the whole form is filled.
    if (frame.openClaim) return { refusal: t('frame.open_claim', { referenceNo: frame.openClaim.referenceNo }) };
    return { frame };
  };

  const lookUp = async () => {
    onFrame(null);
    try {
      await form.validateFields(['frameNumber']);
    } catch {
      return;
    }
    setBusy(true);
    const frameNumber = normalFrame(form.getFieldValue('frameNumber') as string);
    const found = await (find ?? (findForClaim as (n: string) => Promise<FrameFound<F>>))(frameNumber).catch(() => null);
    setBusy(false);
    if (found && 'unknown' in found) {
      onUnknown?.(found.unknown);
      return;
    }
    if (!found || 'refusal' in found) {
      form.setFields([{ name: 'frameNumber', errors: [found ? found.refusal : t('frame.lookup_failed')] }]);
      return;
    }
    onFrame(found.frame);
  };

  return (
    <Form.Item label={t('fields.frame_number')} required extra={t('frame.hint')} style={{ marginBottom: 0 }}>
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Form.Item
          name="frameNumber"
          noStyle
          normalize={normalFrame}
          validateFirst
          rules={[
            { required: true, message: t('claims:errors.frame_required') },
            { max: FRAME_NUMBER_MAX, message: t('claims:errors.frame_too_long') },
          ]}
        >
          <Input
            data-testid="frame-number"
            aria-label={t('fields.frame_number')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={() => onFrame(null)}
            onPressEnter={(e) => {
              e.preventDefault();
              void lookUp();
            }}
          />
        </Form.Item>
        <Button type="primary" icon={<SearchOutlined />} loading={busy} onClick={() => void lookUp()} data-testid="frame-lookup">
          {t('frame.look_up')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** The bike's facts, read-only: none of them come from the form. */
export function FrameFactsCard({ frame }: { frame: FrameFacts }) {
  const { t } = useTranslation('claim-form');
  const { dateFormat } = useHostConfig();
  // Label over value on a phone: two columns fit, a side-by-side label would squeeze every value.
  const phone = !useScreens().sm;
  const shipped = [frame.shippedTo, frame.shippedToName].filter(Boolean).join(' · ');
  const items = [
    ['frame_number', frame.frameNumber],
    ['old_code', frame.oldCode],
    ['brand', frame.brand],
    ['model', frame.model],
    ['model_year', String(frame.modelYear)],
    ['series', frame.series],
    ['production_code', frame.productionCode],
    ['delivery_no', frame.deliveryNo],
    ['shipped_at', frame.shippedAt ? dayjs(frame.shippedAt).format(dateFormat) : null],
    ['shipped_to', shipped],
  ] as const;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 2, sm: 2, md: 3 }}
      layout={phone ? 'vertical' : 'horizontal'}
      data-testid="frame-facts"
      // The old code only on a bike built before the renumbering; a frame the portal does not know has no shipment to show.
      items={items
        .filter(([key, value]) => value || (key !== 'old_code' && !frame.unknownArticleId))
        .map(([key, value]) => ({
          key,
          label: t(`frame.${key}`),
          children: value || '—',
          span: key === 'shipped_to' ? ('filled' as const) : 1,
        }))}
    />
  );
}

interface WarningsProps {
  frame: FrameFacts;
  /** On a new claim each warning is acknowledged before the form goes on; an edit only shows them. */
  acknowledge?: { stolen: boolean; recall: boolean; onChange: (next: { stolen: boolean; recall: boolean }) => void };
  /** What to do about a stolen bike, where it is not filing a claim (an inspection: do not hand it over). */
  stolenAdvice?: string;
}

export const openRecalls = (frame: FrameFacts) => frame.recalls.filter((r) => r.isOpen);

/** A bike reported stolen and open recalls on it: the dealer must have read them before filing. */
export function FrameWarnings({ frame, acknowledge, stolenAdvice }: WarningsProps) {
  const { t } = useTranslation('claim-form');
  const { dateFormat } = useHostConfig();
  const stolen = frame.stolen?.isStolen ? frame.stolen : null;
  const recalls = openRecalls(frame);
  return (
    <Flex vertical gap={12}>
      {stolen && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="stolen-warning"
          message={t('frame.stolen', { date: stolen.reportedAt ? dayjs(stolen.reportedAt).format(dateFormat) : '—' })}
          description={
            <Flex vertical gap={8}>
              {stolen.note && <Typography.Text>{stolen.note}</Typography.Text>}
              <Typography.Text>{stolenAdvice ?? t('frame.stolen_advice')}</Typography.Text>
              {acknowledge && (
                <Checkbox
                  checked={acknowledge.stolen}
                  data-testid="stolen-ack"
                  onChange={(e) => acknowledge.onChange({ ...acknowledge, stolen: e.target.checked })}
                >
                  {t('frame.stolen_ack')}
                </Checkbox>
              )}
            </Flex>
          }
        />
      )}
      {recalls.map((r) => (
        <RecallAlert key={r.id} recall={r} title={t('frame.recall', { title: r.title })} instructionLabel={t('frame.recall_instruction')} />
      ))}
      {recalls.length > 0 && acknowledge && (
        <Checkbox
          checked={acknowledge.recall}
          data-testid="recall-ack"
          onChange={(e) => acknowledge.onChange({ ...acknowledge, recall: e.target.checked })}
        >
          {t('frame.recall_ack', { count: recalls.length })}
        </Checkbox>
      )}
    </Flex>
  );
}
