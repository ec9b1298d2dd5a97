import { graphql, type ResultOf } from './tada.ts';

export const ACTIVE_USER_AREA_ANNOUNCEMENTS = graphql(`
  query ActiveUserAreaAnnouncements {
    activeUserAreaAnnouncements {
      id
      type
      title
      url
      content
      from
      to
    }
  }
`);

/** A home-page announcement (spec 1 §3.5); `content` is HTML the server sanitised when it was stored. */
export type Announcement = ResultOf<typeof ACTIVE_USER_AREA_ANNOUNCEMENTS>['activeUserAreaAnnouncements'][number];

/**
 * The promotional banners of the host's sales organisation in the reader's language (or without words); each picture
 * is served at /bnrs/image/{bannerFile}.
 */
export const ACTIVE_USER_AREA_BANNERS = graphql(`
  query ActiveUserAreaBanners($locale: String) {
    activeUserAreaBanners(locale: $locale) {
      id
      sorg
      url
      link
      bannerFile
      language
      from
      to
    }
  }
`);

export const bannerImageUrl = (bannerFile: string) => `/bnrs/image/${encodeURIComponent(bannerFile)}`;
