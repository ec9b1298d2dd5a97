import { graphql, type ResultOf } from './tada.ts';

// The documents of the dealer bonus page (spec 2 §7 'Bonus'): the year's summary with on-time payment and the
// verification percentages, and the two paged lists of lines behind the points.

export const BONUS_QUARTER_FIELDS = graphql(`
  fragment BonusQuarterFields on BonusQuarter {
    quarter points b2bPoints retailPoints verificationPercent qualifies bonusValue closed b2bSales bikeUnits retailUnits
    tier { name points }
    next { tier { name points } missing units className }
    onTime { quarter invoicesDue paidOnTime share required met }
  }
`);

/** The year's bonus: the programme, each quarter's figures, and the dealer's sales of the year. */
export const DEALER_BONUS = graphql(
  `
  query DealerBonus($year: Int!, $brand: String) {
    dealerBonus(year: $year, brand: $brand) {
      year years currentQuarter
      programme { sorg year currency precision pointValue onTimeShare tiers { name points } }
      commonClass { className pointsPerUnit }
      quarters { ...BonusQuarterFields }
    }
    totalDealerSales(year: $year, brand: $brand) { currency precision total { b2bSales bikeUnits retailUnits points } }
  }
`,
  [BONUS_QUARTER_FIELDS],
);

export const B2B_PURCHASES = graphql(`
  query BonusB2bPurchases($year: Int!, $brand: String, $quarter: Int, $page: Int, $limit: Int) {
    b2bPurchases(year: $year, brand: $brand, quarter: $quarter, page: $page, limit: $limit) {
      lines {
        id invoiceDate invoiceNumber articleDescription brandId articleCode quantity class pointsPerUnit point pointValue subTotal netAmount quarter
      }
      info { page limit count pageTotal }
      currency precision
    }
  }
`);

export const RETAIL_SALES = graphql(`
  query BonusRetailSales($year: Int!, $brand: String, $quarter: Int, $page: Int, $limit: Int) {
    retailSales(year: $year, brand: $brand, quarter: $quarter, page: $page, limit: $limit) {
      lines { id inputDate articleDescription frameNumber class point pointValue subTotal quarter brandId }
      info { page limit count pageTotal }
      currency precision
    }
  }
`);

export type DealerBonusAnswer = ResultOf<typeof DEALER_BONUS>;
export type BonusQuarter = ResultOf<typeof BONUS_QUARTER_FIELDS>;
export type B2bPurchasePage = ResultOf<typeof B2B_PURCHASES>['b2bPurchases'];
export type RetailSalePage = ResultOf<typeof RETAIL_SALES>['retailSales'];
