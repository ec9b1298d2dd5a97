import { Flex, Typography } from 'antd';
import { useHostConfig } from '../../providers/config.tsx';
import { brandColours } from '../../shell/theme.ts';

/** The host's login background with its title and description; desktop and tablet only. */
export function BrandPanel() {
  const config = useHostConfig();
  return (
    <Flex
      vertical
      justify="flex-end"
      style={{
        height: '100%',
        minHeight: '100vh',
        padding: 48,
        background: `${brandColours.deepBlue} url("${config.imageLoginBackground}") center / cover no-repeat`,
      }}
    >
      <Typography.Title level={1} style={{ color: '#fff', margin: 0, maxWidth: 560 }}>
        {config.webTitle}
      </Typography.Title>
      {config.webDescription && (
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 520, marginTop: 12 }}>
          {config.webDescription}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
