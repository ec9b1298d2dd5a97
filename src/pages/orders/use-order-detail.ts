import { useDataProvider, useOnError, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { ORDER, type OrderDetail } from '../../graphql/orders.ts';
import type { ResultOf } from '../../graphql/tada.ts';

/**
 * One order. Read outside refine's useCustom on purpose: the shell ends the session on any 403, but an order link
 * of another customer (an old bookmark after a customer switch) should only say "not found". 401 still signs out.
 */
export function useOrderDetail(id: number, enabled: boolean) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<OrderDetail, HttpError>({
    queryKey: ['portal', 'order', id],
    enabled,
    retry: false,
    meta: { feedback: false },
    queryFn: async () => {
      try {
        const { data } = await dataProvider().custom!<ResultOf<typeof ORDER>>({
          url: '',
          method: 'post',
          meta: { gqlQuery: ORDER, gqlVariables: { id } },
        });
        return data.order;
      } catch (error) {
        if ((error as HttpError | null)?.statusCode === 401) onError(error);
        throw error;
      }
    },
  });
}
