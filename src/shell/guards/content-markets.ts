import { gql } from '@urql/core';

export type ContentType = 'marketing_material' | 'sales_document' | 'news';

export interface ContentTargetMarket {
  id: number;
  type: ContentType;
  name: string;
}

/** The signed-in user's content markets of one type; none means the content pages have nothing to show. */
export const CONTENT_TARGET_MARKETS = gql`
  query ContentTargetMarkets($type: String!) {
    contentTargetMarkets(type: $type) {
      id
      type
      name
    }
  }
`;
