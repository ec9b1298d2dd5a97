import { Card, Col, Row, Skeleton } from 'antd';

/** The checkout's shape while the cart and the choices load: the form and the summary. */
export function CheckoutSkeleton({ phone }: { phone: boolean }) {
  const form = (
    <Card data-testid="checkout-loading">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
  const summary = (
    <Card>
      <Skeleton active paragraph={{ rows: 5 }} />
    </Card>
  );
  if (phone)
    return (
      <>
        {form}
        {summary}
      </>
    );
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        {form}
      </Col>
      <Col xs={24} lg={9}>
        {summary}
      </Col>
    </Row>
  );
}
