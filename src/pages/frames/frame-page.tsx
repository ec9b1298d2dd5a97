import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { normalFrameNumber } from '../../rules/frames.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { PdiCard, RegistrationCard, ShipmentCard } from './frame-facts.tsx';
import { FrameHeader } from './frame-header.tsx';
import { ClaimsCard, RecallsCard } from './frame-records.tsx';
import { StolenCard } from './frame-stolen.tsx';
import { useFrame } from './use-frame.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * One bike (/frame/:frameNumber; DESIGN 'Frames'): where and when it shipped, its inspection, its registration and
 * warranty, its claims, the recalls touching it and the stolen list's word, each leading to its own page. Another
 * dealer's frame and a frame that does not exist look the same: not found.
 */
export default function FramePage() {
  const { t } = useTranslation('frames');
  const { locale, frameNumber = '' } = useParams();
  const screens = useScreens();
  const phone = !screens.md;
  const wanted = normalFrameNumber(decodeURIComponent(frameNumber));
  // Back to the list as it was left: its page and filters came along in the link's state.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const query = useFrame(wanted);
  const frame = query.data?.frame;
  const reload = () => query.refetch();
  const back = (
    <ButtonLink to={`/${locale}/frame${listSearch}`} icon={<ArrowLeftOutlined />} data-testid="frame-back">
      {t('detail.back')}
    </ButtonLink>
  );

  const code = query.error?.code;
  if (!wanted || code === 'N001' || code === 'U002') {
    return (
      <Card data-testid="frame-not-found">
        <Result status="404" title={t('detail.not_found')} subTitle={t('detail.not_found_text', { frameNumber: wanted })} extra={back} />
      </Card>
    );
  }
  if (query.isError) return <LoadError error={query.error} titleKey="frames:detail.load_failed" onRetry={() => void reload()} />;
  if (!frame)
    return (
      <Flex vertical gap={16}>
        {[2, 4, 3].map((rows) => (
          <Card key={rows}>
            <Skeleton active paragraph={{ rows }} />
          </Card>
        ))}
      </Flex>
    );

  const facts = (
    <>
      <ShipmentCard frame={frame} />
      <PdiCard frame={frame} />
      <RegistrationCard frame={frame} />
    </>
  );
  const records = (
    <>
      <RecallsCard frame={frame} />
      <ClaimsCard frame={frame} />
      <StolenCard frame={frame} reload={reload} />
    </>
  );
  return (
    <Flex vertical gap={16} data-testid="frame-page" data-frame-number={frame.frameNumber}>
      {!phone && <div>{back}</div>}
      <FrameHeader frame={frame} phone={phone} />
      {/* Phones stack everything: what needs doing (recalls, stolen) comes right after the head. */}
      {!screens.lg ? (
        <>
          {records}
          {facts}
        </>
      ) : (
        <Row gutter={16}>
          <Col span={12}>
            <Flex vertical gap={16}>
              {facts}
            </Flex>
          </Col>
          <Col span={12}>
            <Flex vertical gap={16}>
              {records}
            </Flex>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
