import { CheckCircleOutlined, ClockCircleOutlined, DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Flex, Popconfirm, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PdiListPage, PdiListRow } from '../../graphql/pdi.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { ButtonLink } from '../../shell/button-link.tsx';

export interface PdiListViewProps {
  page: PdiListPage | undefined;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
  empty: ReactNode;
  /** Staff read several customers' inspections: the customer shows on each. */
  staff: boolean;
  /** The user may change inspections at all (not read-only). */
  mayChange: boolean;
  busyId: number | null;
  onChange: (pdi: PdiListRow, action: 'delete' | 'restore') => void;
}

/** Dates in the host's format. */
export function usePdiDate() {
  const { dateFormat } = useHostConfig();
  return (iso: string | null | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format(dateFormat) : '-');
}

/** Ready for sale (with the day), still open, or deleted. */
export function PdiStatus({ pdi }: { pdi: PdiListRow }) {
  const { t } = useTranslation('pdi');
  const date = usePdiDate();
  return (
    <Flex gap={4} wrap>
      {pdi.completedAt ? (
        <Tag color="green" icon={<CheckCircleOutlined />} data-testid="pdi-complete">
          {t('status.complete', { date: date(pdi.completedAt) })}
        </Tag>
      ) : (
        <Tag color="orange" icon={<ClockCircleOutlined />} data-testid="pdi-open">
          {t('status.open')}
        </Tag>
      )}
      {pdi.isDeleted && (
        <Tag color="red" data-testid="pdi-deleted">
          {t('status.deleted')}
        </Tag>
      )}
    </Flex>
  );
}

/** Edit and delete, or restore once deleted; only the owner's inspections, never for read-only users. */
export function PdiActions({
  pdi,
  busy,
  onChange,
  phone,
}: {
  pdi: PdiListRow;
  busy: boolean;
  onChange: PdiListViewProps['onChange'];
  phone?: boolean;
}) {
  const { t } = useTranslation('pdi');
  const { locale } = useParams();
  const size = phone ? 'large' : 'middle';
  if (pdi.isDeleted) {
    return (
      <Button
        size={size}
        icon={<UndoOutlined />}
        loading={busy}
        onClick={() => onChange(pdi, 'restore')}
        data-testid="pdi-restore"
        aria-label={t('actions.restore_label', { frameNumber: pdi.frameNumber })}
      >
        {t('actions.restore')}
      </Button>
    );
  }
  return (
    <Flex gap={8}>
      <ButtonLink
        to={`/${locale}/pdi/${pdi.id}/edit`}
        size={size}
        icon={<EditOutlined />}
        data-testid="pdi-edit"
        aria-label={t('actions.edit_label', { frameNumber: pdi.frameNumber })}
      >
        {phone ? t('actions.edit') : undefined}
      </ButtonLink>
      <Popconfirm
        title={t('actions.delete_confirm', { frameNumber: pdi.frameNumber })}
        description={t('actions.delete_hint')}
        okText={t('actions.delete')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'pdi-delete-confirm' } as ButtonProps}
        onConfirm={() => onChange(pdi, 'delete')}
      >
        <Button
          size={size}
          danger
          icon={<DeleteOutlined />}
          loading={busy}
          data-testid="pdi-delete"
          aria-label={t('actions.delete_label', { frameNumber: pdi.frameNumber })}
        >
          {phone ? t('actions.delete') : undefined}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
