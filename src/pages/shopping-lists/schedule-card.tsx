import { CalendarOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Popconfirm, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerOf, refusalText, userErrorText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LAST_MONTH_DAY, type ScheduleFrequency } from '../../rules/shopping-lists.ts';
import { CHECKOUT_OPTIONS } from '../../graphql/checkout.ts';
import { DELETE_LIST_SCHEDULE, SET_LIST_SCHEDULE, type ShoppingListDetail } from '../../graphql/shopping-lists.ts';
import { useOrderDates } from '../orders/use-order-format.ts';
import { useListsChanged } from './add-to-list.tsx';

type List = NonNullable<ShoppingListDetail>;
type Schedule = NonNullable<List['schedule']>;
interface Draft {
  frequency: ScheduleFrequency;
  day: number;
  shipTo: string;
  shipment: string;
  payment: string;
  active: boolean;
}

/** The form: how often and on which day, and the ship-to, shipment and payment checkout offers the dealer today. */
function ScheduleForm({ list, onDone }: { list: List; onDone: () => void }) {
  const { t } = useTranslation('lists');
  const { message } = App.useApp();
  const changed = useListsChanged();
  const { data: options, isLoading } = usePortalQuery(['checkoutOptions'], CHECKOUT_OPTIONS, {});
  const { send, sending } = usePortalMutation(SET_LIST_SCHEDULE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const s = list.schedule;
  const defaultShipTo = options?.shipTos.find((x) => x.isDefault) ?? options?.shipTos[0];
  const [draft, setDraft] = useState<Partial<Draft>>(
    s ? { ...s, frequency: s.frequency as ScheduleFrequency } : { frequency: 'weekly', day: 1, active: true },
  );
  const value: Draft = {
    frequency: draft.frequency ?? 'weekly',
    day: draft.day ?? 1,
    shipTo: draft.shipTo ?? defaultShipTo?.code ?? '',
    shipment: draft.shipment ?? options?.customerShipmentRates[0]?.code ?? '',
    payment: draft.payment ?? options?.paymentMethods[0]?.code ?? '',
    active: draft.active ?? true,
  };
  const change = (part: Partial<Draft>) => setDraft((d) => ({ ...d, ...part }));
  const save = async () => {
    setErrors({});
    const { data, error } = await send({ id: list.id, input: value });
    const answer = answerOf(data);
    if (error || !answer?.message.status) {
      if (answer?.userErrors.length) setErrors(Object.fromEntries(answer.userErrors.map((e) => [e.field ?? '', userErrorText(t, e)])));
      else void message.error(refusalText(t, answer, t('save_failed')));
      return;
    }
    changed();
    void message.success(t('schedule.saved'));
    onDone();
  };
  const days =
    value.frequency === 'weekly'
      ? [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`schedule.weekdays.${d}`) }))
      : Array.from({ length: LAST_MONTH_DAY }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  const field = (name: keyof Draft) => ({ validateStatus: errors[name] ? ('error' as const) : undefined, help: errors[name] });
  return (
    <Form layout="vertical" onFinish={() => void save()} data-testid="schedule-form" style={{ maxWidth: 640 }}>
      <Flex gap={12} wrap>
        <Form.Item label={t('schedule.frequency')} style={{ minWidth: 180, flex: 1 }} {...field('frequency')}>
          <Select
            value={value.frequency}
            onChange={(frequency) => change({ frequency, day: 1 })}
            options={(['weekly', 'monthly'] as const).map((f) => ({ value: f, label: t(`schedule.${f}`) }))}
            data-testid="schedule-frequency"
          />
        </Form.Item>
        <Form.Item
          label={value.frequency === 'weekly' ? t('schedule.weekday') : t('schedule.month_day')}
          style={{ minWidth: 160, flex: 1 }}
          {...field('day')}
        >
          <Select value={value.day} onChange={(day) => change({ day })} options={days} data-testid="schedule-day" />
        </Form.Item>
      </Flex>
      <Form.Item label={t('schedule.ship_to')} {...field('shipTo')}>
        <Select
          loading={isLoading}
          value={value.shipTo || undefined}
          onChange={(shipTo) => change({ shipTo })}
          options={(options?.shipTos ?? []).map((x) => ({ value: x.code, label: `${x.name}, ${x.address}, ${x.city}` }))}
          data-testid="schedule-ship-to"
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item label={t('schedule.shipment')} style={{ minWidth: 200, flex: 1 }} {...field('shipment')}>
          <Select
            loading={isLoading}
            value={value.shipment || undefined}
            onChange={(shipment) => change({ shipment })}
            options={(options?.customerShipmentRates ?? []).map((x) => ({ value: x.code, label: x.description }))}
          />
        </Form.Item>
        <Form.Item label={t('schedule.payment')} style={{ minWidth: 200, flex: 1 }} {...field('payment')}>
          <Select
            loading={isLoading}
            value={value.payment || undefined}
            onChange={(payment) => change({ payment })}
            options={(options?.paymentMethods ?? []).filter((x) => !x.padDebit).map((x) => ({ value: x.code, label: x.description }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
        <Switch checked={value.active} onChange={(active) => change({ active })} id="schedule-active" />
        <label htmlFor="schedule-active">{t('schedule.active')}</label>
      </Flex>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={sending} disabled={isLoading} data-testid="schedule-save">
          {t('schedule.save')}
        </Button>
        <Button onClick={onDone}>{t('schedule.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/** What the schedule is, when it orders next and how its last runs went. */
function ScheduleSummary({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('lists');
  const { date } = useOrderDates();
  const when =
    schedule.frequency === 'weekly'
      ? t('schedule.summary_weekly', { weekday: t(`schedule.weekdays.${schedule.day}`) })
      : t('schedule.summary_monthly', { day: schedule.day });
  return (
    <Flex vertical gap={8} data-testid="schedule-summary">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{when}</Typography.Text>
        {schedule.active ? (
          <Typography.Text type="secondary" data-testid="schedule-next">
            {t('schedule.next', { date: date(schedule.nextRun) })}
          </Typography.Text>
        ) : (
          <Tag>{t('schedule.paused')}</Tag>
        )}
      </Flex>
      {schedule.runs.length > 0 && (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('schedule.runs')}</Typography.Text>
          {schedule.runs.map((r) => (
            <Flex key={r.runDate} gap={8} align="baseline" wrap data-testid="schedule-run">
              <Typography.Text>{date(r.runDate)}</Typography.Text>
              {r.outcome === 'placed' ? (
                <Tag color="success" bordered={false}>
                  {t('schedule.run_placed')} {r.orderNos.join(', ')}
                </Tag>
              ) : (
                <>
                  <Tag color="error" bordered={false}>
                    {t('schedule.run_refused')}
                  </Tag>
                  <Typography.Text type="secondary">
                    {r.reasonKey ? userErrorText(t, { message: r.reason ?? '', messageKey: r.reasonKey }) : r.reason}
                  </Typography.Text>
                </>
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

/** "Order this list by itself": the list placed as an order every week or month through the normal checkout. */
export function ScheduleCard({ list }: { list: List }) {
  const { t } = useTranslation('lists');
  const { message } = App.useApp();
  const changed = useListsChanged();
  const [editing, setEditing] = useState(false);
  const { send, sending } = usePortalMutation(DELETE_LIST_SCHEDULE);
  const stop = async () => {
    const { data, error } = await send({ id: list.id });
    const answer = answerOf(data);
    if (error || !answer?.message.status) return void message.error(refusalText(t, answer, t('save_failed')));
    changed();
    void message.success(t('schedule.stopped'));
  };
  return (
    <Card
      data-testid="schedule-card"
      title={
        <Flex gap={8} align="center">
          <CalendarOutlined aria-hidden /> {t('schedule.title')}
        </Flex>
      }
    >
      {editing ? (
        <ScheduleForm list={list} onDone={() => setEditing(false)} />
      ) : (
        <Flex vertical gap={12}>
          {list.schedule ? (
            <ScheduleSummary schedule={list.schedule} />
          ) : (
            <Typography.Text type="secondary">{t('schedule.intro')}</Typography.Text>
          )}
          <Flex gap={8} wrap>
            <Button onClick={() => setEditing(true)} disabled={list.lines.length === 0} data-testid="schedule-edit">
              {list.schedule ? t('schedule.edit') : t('schedule.set_up')}
            </Button>
            {list.schedule && (
              <Popconfirm
                title={t('schedule.stop_confirm')}
                okText={t('schedule.stop')}
                cancelText={t('schedule.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => stop()}
              >
                <Button danger loading={sending} data-testid="schedule-stop">
                  {t('schedule.stop')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
