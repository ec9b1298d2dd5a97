import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PdiChecklistItem } from '../../graphql/pdi.ts';
import { checklistGroups, checklistProgress } from '../../rules/pdi.ts';

/** A group's key in the pdi namespace: 'Frame and fork' -> groups.frame_and_fork (data texts are translated like the UI). */
const groupKey = (checklist: string) =>
  `groups.${checklist
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

interface ChecklistProps {
  items: PdiChecklistItem[];
  /** The ids of the checked items (a form field's value). */
  value?: number[];
  onChange?: (checked: number[]) => void;
  /** The day the inspection was complete, when it was. */
  completedOn?: string | null;
}

/** The checklist in its groups, a checkbox per item, with how far the mechanic is; the bike is ready when all are ticked. */
export function PdiChecklist({ items, value = [], onChange, completedOn }: ChecklistProps) {
  const { t } = useTranslation('pdi');
  const { token } = theme.useToken();
  const checked = new Set(value);
  const progress = checklistProgress(items.map((i) => ({ checked: checked.has(i.id) })));
  const set = (ids: number[], on: boolean) => {
    const next = new Set(checked);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    onChange?.(items.filter((i) => next.has(i.id)).map((i) => i.id));
  };
  const all = items.map((i) => i.id);

  return (
    <Flex vertical gap={16} data-testid="pdi-checklist">
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong data-testid="pdi-progress-text">
            {t('form.progress', { checked: progress.checked, total: progress.total })}
          </Typography.Text>
          <Button size="small" onClick={() => set(all, !progress.complete)} data-testid="pdi-check-all">
            {t(progress.complete ? 'form.uncheck_all' : 'form.check_all')}
          </Button>
        </Flex>
        <Progress
          percent={progress.percent}
          showInfo={false}
          status={progress.complete ? 'success' : 'active'}
          aria-label={t('form.progress', { checked: progress.checked, total: progress.total })}
          data-testid="pdi-progress"
        />
      </Flex>
      {checklistGroups(items).map((group) => {
        const done = group.items.filter((i) => checked.has(i.id)).length;
        return (
          <fieldset
            key={group.checklist}
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              padding: '8px 14px 12px',
              margin: 0,
            }}
            data-testid="pdi-checklist-group"
          >
            <legend style={{ padding: '0 6px', fontSize: token.fontSize, fontWeight: 600, width: 'auto', margin: 0, border: 0 }}>
              {t(groupKey(group.checklist), { defaultValue: group.checklist })}{' '}
              <Typography.Text type={done === group.items.length ? 'success' : 'secondary'} style={{ fontWeight: 400 }}>
                {t('form.group_progress', { checked: done, total: group.items.length })}
              </Typography.Text>
            </legend>
            <Flex vertical gap={4}>
              {group.items.map((item) => (
                <Checkbox
                  key={item.id}
                  checked={checked.has(item.id)}
                  onChange={(e) => set([item.id], e.target.checked)}
                  data-testid="pdi-check"
                  data-item={item.id}
                  style={{ padding: '6px 0', minHeight: 32, alignItems: 'center' }}
                >
                  {t(`items.${item.id}`, { defaultValue: item.description })}
                </Checkbox>
              ))}
            </Flex>
          </fieldset>
        );
      })}
      {progress.complete ? (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleFilled />}
          data-testid="pdi-ready"
          role="status"
          message={t('form.complete')}
          description={completedOn ? t('form.completed_on', { date: completedOn }) : undefined}
        />
      ) : (
        <Typography.Text type="secondary">{t('form.incomplete')}</Typography.Text>
      )}
    </Flex>
  );
}
