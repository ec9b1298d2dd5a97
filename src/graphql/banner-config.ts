import { graphql, type ResultOf } from './tada.ts';

/** The three banner addresses of each sales organisation. */
export const BANNER_CONFIGS = graphql(`query BannerConfigs { configs { sorg name url1 url2 url3 } }`);

export const UPDATE_BANNER_CONFIG = graphql(`
  mutation UpdateBannerConfig($sorg: String!, $input: BannerConfigInput!) {
    updateBannerConfig(sorg: $sorg, input: $input) { message { status description } userErrors { field message messageKey } }
  }
`);

export type BannerConfig = ResultOf<typeof BANNER_CONFIGS>['configs'][number];
