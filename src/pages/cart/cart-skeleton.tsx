import { Card, Col, Flex, Row, Skeleton } from 'antd';

/** The cart's shape while it loads: a few lines and the summary. */
export function CartSkeleton({ phone }: { phone: boolean }) {
  const lines = (
    <Card data-testid="cart-loading">
      <Flex vertical gap={24}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active avatar={{ shape: 'square', size: phone ? 64 : 72 }} paragraph={{ rows: 2 }} />
        ))}
      </Flex>
    </Card>
  );
  if (phone) return lines;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={17}>
        {lines}
      </Col>
      <Col xs={24} lg={7}>
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </Col>
    </Row>
  );
}
