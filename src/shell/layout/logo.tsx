import { Typography } from 'antd';
import { Link } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { useCurrentRoute } from './use-current-route.ts';

/** The host's brand (config imageNavbar, else webLogo), leading home; a host without an image shows its title. */
export function Logo({ height = 30 }: { height?: number }) {
  const config = useHostConfig();
  const { locale } = useCurrentRoute();
  const image = config.imageNavbar || config.webLogo;
  return (
    <Link to={`/${locale}`} aria-label={config.webTitle} style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      {image ? (
        <img src={image} alt={config.webTitle} height={height} style={{ display: 'block', maxWidth: '100%' }} />
      ) : (
        <Typography.Text strong ellipsis style={{ fontSize: 16 }}>
          {config.webTitle}
        </Typography.Text>
      )}
    </Link>
  );
}
