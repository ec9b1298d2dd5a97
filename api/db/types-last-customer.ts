/** The customer each user last chose to act for (migration 0018). */
export interface LastCustomerTables {
  lastCustomers: { userId: number; customerId: number; chosenAt: string };
}
