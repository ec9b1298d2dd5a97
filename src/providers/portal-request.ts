import type { BaseRecord, HttpError } from '@refinedev/core';
import type { TadaDocumentNode } from 'gql.tada';
import { NO_DATA } from '../rules/error-codes.ts';
import { dataProvider, publicDataProvider, serverMessage } from './data.ts';

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
  // An answer with neither data nor an error is a failure too (spec 1 §8 'graphql return no data'), not an empty page.
  if (data == null) throw noDataError();
  return data as T;
}

function noDataError(): HttpError {
  return { message: serverMessage('G001'), statusCode: 400, code: 'G001', serverMessage: NO_DATA };
}

export { endsSession } from './session-end.ts';
