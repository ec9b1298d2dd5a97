import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { DetailAlerts } from './detail-alerts.tsx';
import { DetailBike } from './detail-bike.tsx';
import { DetailComments } from './detail-comments.tsx';
import { DetailDocuments } from './detail-documents.tsx';
import { DetailFacts } from './detail-facts.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailHistory } from './detail-history.tsx';
import { DetailOutcome } from './detail-outcome.tsx';
import { DetailReturnShipment } from './detail-return-shipment.tsx';
import { DetailStatusActions } from './detail-status-actions.tsx';
import { useClaimDetail } from './use-claim-detail.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * One warranty claim (spec 2 §2 /claim/{id}, §3 Claim): its facts and documents on the left; on the right what happens
 * next (the status moves this reader may make), the conversation and the history. One column on phones.
 */
export default function ClaimDetailPage() {
  const { t } = useTranslation('claims');
  const { locale, id = '' } = useParams();
  const screens = useScreens();
  const phone = !screens.md;
  // Back to the list as it was left: its page and filters came along in the link's state.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const valid = /^\d+$/.test(id) && Number(id) > 0;
  const query = useClaimDetail(id, valid);
  const claim = query.data?.claim;
  const reload = () => query.refetch();
  const back = (
    <ButtonLink to={`/${locale}/claim${listSearch}`} icon={<ArrowLeftOutlined />}>
      {t('detail.back')}
    </ButtonLink>
  );

  const code = query.error?.code;
  // Another dealer's claim and a missing one look the same: nothing to show here.
  if (!valid || code === 'N001' || code === 'U002') {
    return (
      <Card data-testid="claim-not-found">
        <Result status="404" title={t('detail.not_found')} subTitle={t('detail.not_found_text')} extra={back} />
      </Card>
    );
  }
  if (query.isError) return <LoadError error={query.error} titleKey="claims:detail.load_failed" onRetry={() => void reload()} />;
  if (!claim)
    return (
      <Flex vertical gap={16}>
        {[3, 5, 2].map((rows) => (
          <Card key={rows}>
            <Skeleton active paragraph={{ rows }} />
          </Card>
        ))}
      </Flex>
    );

  const actions = <DetailStatusActions claim={claim} reload={reload} phone={phone} />;
  const facts = (
    <>
      <DetailOutcome claim={claim} />
      <DetailFacts claim={claim} />
      <DetailBike claim={claim} />
      <DetailReturnShipment claim={claim} reload={reload} phone={phone} />
      <DetailDocuments claim={claim} reload={reload} phone={phone} />
    </>
  );
  const talk = (
    <>
      <DetailComments claim={claim} reload={reload} phone={phone} />
      <DetailHistory claim={claim} />
    </>
  );
  return (
    <Flex vertical gap={16} data-testid="claim-detail" data-claim-id={claim.id}>
      {!phone && <div>{back}</div>}
      <DetailHeader claim={claim} phone={phone} />
      <DetailAlerts claim={claim} />
      {/* Phones stack everything: what the reader can do next comes right after the head. */}
      {!screens.lg ? (
        <>
          {actions}
          {facts}
          {talk}
        </>
      ) : (
        <Row gutter={16}>
          <Col span={14}>
            <Flex vertical gap={16}>
              {facts}
            </Flex>
          </Col>
          <Col span={10}>
            <Flex vertical gap={16}>
              {actions}
              {talk}
            </Flex>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
