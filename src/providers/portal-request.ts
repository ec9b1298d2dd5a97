import type { BaseRecord } from '@refinedev/core';
import type { TadaDocumentNode } from 'gql.tada';
import { dataProvider, publicDataProvider } from './data.ts';

export interface RequestOptions {
  /** /public/graphql: operations anyone may call (customer inquiry, a consumer's order page). */
  public?: boolean;
}

const isMutation = (document: TadaDocumentNode<unknown, never>) =>
  document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');

/**
 * One typed operation through the data provider (bearer token, one refresh on 401, the error's code kept): the answer,
 * or an HttpError whose `code` says why (U002 forbidden, N001 not found, a network failure). Only the read and write
 * hooks call it.
 */
export async function sendOperation<T, V>(document: TadaDocumentNode<T, V>, variables: V, options: RequestOptions = {}): Promise<T> {
  const provider = options.public ? publicDataProvider : dataProvider;
  const gqlVariables = variables as Record<string, unknown>;
  const meta = isMutation(document as TadaDocumentNode<unknown, never>)
    ? { gqlMutation: document, gqlVariables }
    : { gqlQuery: document, gqlVariables };
  const { data } = await provider.custom!<BaseRecord>({ url: '', method: 'post', meta });
  return data as T;
}

export { endsSession } from './session-end.ts';
