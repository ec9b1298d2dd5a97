import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDetail } from '../../graphql/claims.ts';
import { useReadOnly } from '../../shell/use-read-only.ts';
import { DetailStatusModal } from './detail-status-modal.tsx';

/**
 * The action's words for a move: the dealer answering a request for information "sends an answer" and a dealer
 * closing a fresh claim "withdraws" it; otherwise the target status names the move.
 */
export function statusActionKey(from: string, to: string) {
  if (from === 'need_information' && to === 'in_review') return 'actions.send_answer';
  if (from === 'submitted' && to === 'closed') return 'actions.withdraw';
  return `actions.to_${to}`;
}

// Moves that end a claim against the dealer's hope look dangerous; closing a settled claim does not.
const isDanger = (from: string, to: string) => to === 'rejected' || (from === 'submitted' && to === 'closed');

/** The moves this reader may make now (claim.nextStatuses from the server); each asks its questions in a dialog. */
export function DetailStatusActions({ claim, reload, phone }: { claim: ClaimDetail; reload: () => unknown; phone: boolean }) {
  const { t } = useTranslation('claims');
  const readOnly = useReadOnly();
  const [target, setTarget] = useState<string | null>(null);
  const moves = readOnly ? [] : claim.nextStatuses;
  const waiting =
    claim.status.category === 'dealer'
      ? 'detail.waiting_dealer'
      : claim.status.category === 'done'
        ? 'detail.waiting_done'
        : 'detail.waiting_review';
  return (
    <Card title={t('detail.next_steps')} size="small" data-testid="claim-status-actions">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t(waiting)}</Typography.Text>
        {moves.length > 0 && (
          <Flex gap={8} wrap vertical={phone}>
            {moves.map((to, i) => (
              <Button
                key={to}
                size={phone ? 'large' : 'middle'}
                type={i === 0 && !isDanger(claim.status.id, to) ? 'primary' : 'default'}
                danger={isDanger(claim.status.id, to)}
                onClick={() => setTarget(to)}
                data-testid={`status-action-${to}`}
                block={phone}
              >
                {t(statusActionKey(claim.status.id, to))}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
      {target && (
        <DetailStatusModal
          claim={claim}
          target={target}
          label={t(statusActionKey(claim.status.id, target))}
          onClose={() => setTarget(null)}
          reload={reload}
        />
      )}
    </Card>
  );
}
