import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface FrameFlags {
  sold: boolean;
  stolen: boolean;
  openRecalls: number;
}

/** A frame's state at a glance: in stock or sold, an open recall waiting for it, reported stolen. */
export function FrameTags({ frame }: { frame: FrameFlags }) {
  const { t } = useTranslation('frames');
  return (
    <Flex gap={4} wrap>
      <Tag color={frame.sold ? 'blue' : 'default'} data-testid="frame-state" style={{ marginInlineEnd: 0 }}>
        {t(`state.${frame.sold ? 'sold' : 'stock'}`)}
      </Tag>
      {frame.openRecalls > 0 && (
        <Tag color="orange" data-testid="frame-recall-tag" style={{ marginInlineEnd: 0 }}>
          {t('tags.open_recall', { count: frame.openRecalls })}
        </Tag>
      )}
      {frame.stolen && (
        <Tag color="red" data-testid="frame-stolen-tag" style={{ marginInlineEnd: 0 }}>
          {t('tags.stolen')}
        </Tag>
      )}
    </Flex>
  );
}
