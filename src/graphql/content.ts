import { gql } from '@urql/core';

/** A home-page announcement (spec 1 §3.5); `content` is HTML the server sanitised when it was stored. */
export interface Announcement {
  id: number;
  type: string;
  title: string;
  url: string | null;
  content: string;
  from: string;
  to: string;
}

export const ACTIVE_USER_AREA_ANNOUNCEMENTS = gql`
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
`;

/** A promotional banner of the host's sales organisation; the picture is served at /bnrs/image/{bannerFile}. */
export interface Banner {
  id: number;
  sorg: string;
  url: string | null;
  link: string | null;
  bannerFile: string;
  from: string;
  to: string;
}

export const ACTIVE_USER_AREA_BANNERS = gql`
  query ActiveUserAreaBanners {
    activeUserAreaBanners {
      id
      sorg
      url
      link
      bannerFile
      from
      to
    }
  }
`;

export const bannerImageUrl = (bannerFile: string) => `/bnrs/image/${encodeURIComponent(bannerFile)}`;
