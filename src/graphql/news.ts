import { graphql } from './tada.ts';

/** Spec 3 §7 newsList: the reader's current news of their markets (the server enforces both for readers). */
export const NEWS_LIST = graphql(`
  query ReaderNews($page: Int, $limit: Int, $search: String) {
    newsList(page: $page, limit: $limit, search: $search, validOnly: true, filterContentTargetMarket: true) {
      news {
        id title body validFrom validTo
        layout { placeholderOnCard titleOnCard subtitleOnCard releasedonOnCard }
        file { id fileName medFileUrl thumbnailUrl }
        files { id }
      }
      info { page limit count pageTotal }
    }
  }
`);

export const NEWS_ITEM = graphql(`
  query ReaderNewsItem($id: Int!) {
    news(id: $id) {
      id title body validFrom validTo itemPerLine
      file { id fileName hiFileUrl medFileUrl }
      files { id kind fileName fileTitle size oriFileUrl thumbnailUrl }
    }
  }
`);

/** Default content list limit (spec 3 §9). */
export const NEWS_LIMIT = 15;

/** The first words of an item's text, without its markup, for the cards. */
export function excerptOf(html: string, max = 220): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text;
}
