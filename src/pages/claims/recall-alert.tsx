import { Alert, Flex, Typography } from 'antd';

interface Recall {
  id: number;
  title: string;
  description: string;
  instruction: string;
}

/** An open recall on the bike, with what to do about it: the form warns with it, the claim keeps showing it. */
export function RecallAlert({ recall, title, instructionLabel }: { recall: Recall; title: string; instructionLabel: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="recall-warning"
      message={title}
      description={
        <Flex vertical gap={4}>
          {recall.description && <Typography.Text>{recall.description}</Typography.Text>}
          <Typography.Text>
            <strong>{instructionLabel}</strong> <span style={{ whiteSpace: 'pre-line' }}>{recall.instruction}</span>
          </Typography.Text>
        </Flex>
      }
    />
  );
}
