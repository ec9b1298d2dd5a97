import { CloseOutlined, LinkOutlined, NotificationOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Typography, theme } from 'antd';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_USER_AREA_ANNOUNCEMENTS, type Announcement } from '../../graphql/content.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { portalKey, usePortalRequest } from '../../providers/portal-query.ts';
import { dismiss, isDismissed } from '../banners/dismissal.ts';
import styles from './announcement-content.module.css';
import { useScreens } from '../layout/use-screens.ts';

/** Spec 1 §9: on md and smaller screens, content longer than this is collapsed to 150 px. */
export const READ_MORE_THRESHOLD = 400;

/**
 * The home page's announcement banner (spec 1 §4): hidden when there is nothing to announce or while a dismissal (2
 * hours) stands; closing it stores the dismissal. Off with CATALOG_REDESIGN. It suspends while its read is under way,
 * so the page's Suspense boundary shows it together with the page: arriving after it, it would push the page down.
 */
export function AnnouncementBanner() {
  const { features } = useHostConfig();
  const [hidden, setHidden] = useState(() => isDismissed('announcement'));
  if (features.CATALOG_REDESIGN || hidden) return null;
  return <ActiveAnnouncements onClose={() => setHidden(true)} />;
}

function ActiveAnnouncements({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const request = usePortalRequest();
  // Spec 1 §8: failures are logged, never shown, and never keep the page from showing.
  const { data } = useSuspenseQuery({
    queryKey: portalKey(['activeUserAreaAnnouncements']),
    queryFn: () =>
      request(ACTIVE_USER_AREA_ANNOUNCEMENTS, {}).catch((error: unknown) => {
        console.error('Server Error!', error);
        return null;
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const list = data?.activeUserAreaAnnouncements;
  const invalid = !!data && !Array.isArray(list);

  useEffect(() => {
    if (invalid) console.error('Invalid Data!');
  }, [invalid]);

  if (!Array.isArray(list) || list.length === 0) return null;

  const close = () => {
    dismiss('announcement');
    onClose();
  };

  return (
    <section
      data-testid="announcement-banner"
      aria-label={t('announcement.label')}
      style={{
        position: 'relative',
        background: token.colorInfoBg,
        border: `1px solid ${token.colorInfoBorder}`,
        borderLeft: `4px solid ${token.colorPrimary}`,
        borderRadius: token.borderRadiusLG,
        padding: '14px 16px',
        marginBottom: 16,
      }}
    >
      <Button
        type="text"
        icon={<CloseOutlined />}
        onClick={close}
        aria-label={t('announcement.close')}
        title={t('announcement.close')}
        style={{ position: 'absolute', top: 8, right: 8 }}
        data-testid="announcement-close"
      />
      {list.map((a, i) => (
        <div key={a.id}>
          {i > 0 && <Divider style={{ margin: '12px 0' }} />}
          <AnnouncementItem announcement={a} first={i === 0} />
        </div>
      ))}
    </section>
  );
}

function AnnouncementItem({ announcement, first }: { announcement: Announcement; first: boolean }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const screens = useScreens();
  const [expanded, setExpanded] = useState(false);
  const long = !screens.lg && announcement.content.length > READ_MORE_THRESHOLD;
  const collapsed = long && !expanded;
  const contentId = `announcement-${announcement.id}`;

  return (
    <article>
      {/* The first title leaves room for the close button. */}
      <Flex align="flex-start" gap={8} style={{ marginBottom: 6, paddingRight: first ? 36 : 0 }}>
        <NotificationOutlined style={{ color: token.colorPrimary, fontSize: 16, marginTop: 4 }} aria-hidden />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {announcement.url ? (
            <a href={announcement.url} target="_blank" rel="noopener noreferrer">
              {announcement.title} <LinkOutlined style={{ fontSize: 12 }} />
            </a>
          ) : (
            announcement.title
          )}
        </Typography.Title>
      </Flex>
      <Typography>
        {/* Sanitised by the server when an admin stored it (DESIGN.md "Safety by default"). */}
        <div
          id={contentId}
          className={collapsed ? `${styles.content} ${styles.collapsed}` : styles.content}
          dangerouslySetInnerHTML={{ __html: announcement.content }}
        />
      </Typography>
      {long && (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0, marginTop: 4 }}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('announcement.see_less') : t('announcement.see_more')}
        </Button>
      )}
    </article>
  );
}
