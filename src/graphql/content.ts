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

/** The content types that are published per content market (the query's `type`). */
export type ContentType = 'marketing_material' | 'sales_document' | 'news';

/** The signed-in user's content markets of one type; none means the content pages have nothing to show. */
export const CONTENT_TARGET_MARKETS = graphql(`
  query ContentTargetMarkets($type: String!) {
    contentTargetMarkets(type: $type) {
      id
      type
      name
    }
  }
`);

/** Which content types the user has a target market of, in one request: the side menu leaves the others out. */
export const MENU_CONTENT_MARKETS = graphql(`
  query MenuContentMarkets {
    marketingMaterial: contentTargetMarkets(type: "marketing_material") {
      id
    }
    salesDocument: contentTargetMarkets(type: "sales_document") {
      id
    }
    news: contentTargetMarkets(type: "news") {
      id
    }
  }
`);
