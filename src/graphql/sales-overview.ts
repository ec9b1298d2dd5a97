import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/** Net sales (minor units) and invoiced quantity, this year and the same months of the year before. */
export const SALES_FIGURES = graphql(`
  fragment SalesFigures on SalesRow { netSales netSalesLastYear invoiceQuantity invoiceQuantityLastYear }
`);

/** The sales overview of the filter (spec 2 §7 salesOverviewV5). */
export const SALES_OVERVIEW = graphql(
  `
  query SalesOverview($filter: SalesOverviewFilterInput) {
    salesOverview(filter: $filter) {
      sorg year custCode custName category months currency precision
      total { netSales netSalesLastYear invoiceQuantity invoiceQuantityLastYear }
      byMonth { month name netSales netSalesLastYear invoiceQuantity invoiceQuantityLastYear }
      byBrand { id name ...SalesFigures }
      byMerchandiseCategory { id name ...SalesFigures }
      byModel { id name netSales netSalesLastYear invoiceQuantity invoiceQuantityLastYear series { id name ...SalesFigures } }
    }
  }
`,
  [SALES_FIGURES],
);

/** The options of each filter key (spec 2 §7 salesOverviewFilterV5). */
export const SALES_OVERVIEW_FILTER = graphql(`
  query SalesOverviewFilter($filter: SalesOverviewFilterInput) {
    salesOverviewFilter(filter: $filter) {
      sorg year custCode custName sorgs years allCustomers categories sorgOptions { id name }
      brands { id name } merchandiseCategories { id name } models { id name } series { id name }
    }
  }
`);

export type SalesOverview = ResultOf<typeof SALES_OVERVIEW>['salesOverview'];
export type SalesFilterOptions = ResultOf<typeof SALES_OVERVIEW_FILTER>['salesOverviewFilter'];
export type SalesFilterInput = NonNullable<VariablesOf<typeof SALES_OVERVIEW>['filter']>;
