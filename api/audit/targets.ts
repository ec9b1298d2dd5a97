/**
 * What a change was made to: a target type and the ids of its records, for the audit log's target filter.
 *
 * The convention, so a new mutation needs nothing here: the type is the operation's name without its leading verb
 * (`approvePayment` -> 'payment', `updateProductsInCart` -> 'products-in-cart'), and the ids are the values of the
 * first argument (or `input` field) named in `idKeys` below; a list of objects gives the named key of each
 * (`products[].articleCode`). The map below names the type where the convention would say it badly, and reads
 * ids that only the answer knows (the order numbers a checkout placed).
 */
export interface Target {
  type: string | null;
  ids: string[];
}

const idKeys = [
  'id',
  'ids',
  'orderNo',
  'orderNumber',
  'orderNos',
  'invoiceNo',
  'invoiceNumber',
  'invoiceNos',
  'invoiceIds',
  'externalId',
  'articleCode',
  'articleCodes',
  'userId',
  'userIds',
  'username',
  'roleId',
  'hostname',
  'r3',
  'code',
] as const;

type Json = Record<string, unknown>;

const known: Record<string, { type: string; fromAnswer?: (answer: Json) => unknown[] }> = {
  approvePayment: { type: 'order-payment' },
  voidPayment: { type: 'order-payment' },
  uploadPaymentDoc: { type: 'order-payment' },
  uploadPayment: { type: 'order-payment' },
  deletePaymentDoc: { type: 'payment-receipt' },
  changeCustomer: { type: 'customer' },
  changeLanguage: { type: 'profile' },
  updateProfileUser: { type: 'profile' },
  checkout: { type: 'order', fromAnswer: (a) => ((a.orders as Json[] | undefined) ?? []).map((o) => o.orderNo) },
  // One order per vendor; their numbers are only in the answer.
  checkoutThirdParty: { type: 'third-party-order', fromAnswer: (a) => (a.orders as string[] | undefined) ?? [] },
  updateStatusOrderItemThirdParty: { type: 'third-party-order' },
  createInvoicePaymentRequest: { type: 'invoice' },
  voidPaymentRequest: { type: 'payment-request' },
  deleteUserPayment: { type: 'saved-payment' },
  sendCustomerFeedback: { type: 'feedback' },
  sendEmailInvoice: { type: 'invoice' },
  setHostStatus: { type: 'host' },
  subscribeRestock: { type: 'article' },
  unsubscribeRestock: { type: 'article' },
  updateOrderLimits: { type: 'order-limit' },
  updateProductsInCart: { type: 'cart' },
  // Every change of a list is filed under the list; a new list's id is only in the answer.
  createShoppingList: { type: 'shopping-list', fromAnswer: (a) => [a.id] },
  updateShoppingList: { type: 'shopping-list' },
  deleteShoppingList: { type: 'shopping-list' },
  addToShoppingList: { type: 'shopping-list' },
  setShoppingListLines: { type: 'shopping-list' },
  setShoppingListSchedule: { type: 'shopping-list' },
  deleteShoppingListSchedule: { type: 'shopping-list' },
  // Every step of a quote is filed under the quote; a new quote's number is only in the answer.
  requestQuote: { type: 'quote', fromAnswer: (a) => [a.id] },
  answerQuote: { type: 'quote' },
  declineQuote: { type: 'quote' },
  orderQuote: { type: 'quote' },
  // Every change of a claim is filed under the claim; a new claim's id is only in the answer.
  createClaimBike: { type: 'claim', fromAnswer: (a) => [a.id] },
  createClaimPaa: { type: 'claim', fromAnswer: (a) => [a.id] },
  updateClaimBike: { type: 'claim' },
  updateClaimPaa: { type: 'claim' },
  updateClaimStatus: { type: 'claim' },
  updateClaimReturnShipment: { type: 'claim' },
  createClaimComment: { type: 'claim' },
  createClaimAdditionalDocument: { type: 'claim-additional-document', fromAnswer: (a) => [a.id] },
  // A new PDI's id is only in the answer (its input's checklist ids are items, not the PDI).
  createPdi: { type: 'pdi', fromAnswer: (a) => [a.id] },
};

const verbs =
  /^(create|update|delete|remove|add|save|set|send|approve|void|upload|change|subscribe|unsubscribe|cancel|submit|reset|restore|assign|unassign|toggle|mark|release|request|import|export|sign|publish|archive|register|revoke|move|copy|rename)(?=[A-Z])/;

/** `approvePayment` -> 'payment'. */
export function typeFromName(operation: string): string {
  const rest = operation.replace(verbs, '') || operation;
  return rest.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const asIds = (v: unknown): string[] => {
  if (v === null || v === undefined || v === '') return [];
  if (Array.isArray(v)) return v.flatMap(asIds);
  return typeof v === 'object' ? [] : [String(v)];
};

function idsIn(args: Json): string[] {
  for (const key of idKeys) if (args[key] !== undefined && args[key] !== null) return asIds(args[key]);
  // A list of records (cart lines): each one's id-like key.
  for (const v of Object.values(args)) {
    if (Array.isArray(v) && v.length && typeof v[0] === 'object' && v[0] !== null) {
      const key = idKeys.find((k) => (v[0] as Json)[k] !== undefined);
      if (key) return [...new Set(v.flatMap((item) => asIds((item as Json)[key])))];
    }
  }
  return [];
}

export function targetOf(operation: string, args: Json, answer: unknown): Target {
  const rule = known[operation];
  const type = rule?.type ?? typeFromName(operation);
  const fromAnswer = rule?.fromAnswer && answer && typeof answer === 'object' ? asIds(rule.fromAnswer(answer as Json)) : [];
  if (fromAnswer.length) return { type, ids: fromAnswer.slice(0, 200) };
  let ids = idsIn(args);
  const input = args.input;
  if (!ids.length && input && typeof input === 'object' && !Array.isArray(input)) ids = idsIn(input as Json);
  return { type, ids: ids.slice(0, 200) };
}

/** The target types the map and the REST routes (rest.ts) name, for the list's filter choices. */
export const knownTargetTypes = [...new Set([...Object.values(known).map((k) => k.type), 'session', 'payment-request'])];
