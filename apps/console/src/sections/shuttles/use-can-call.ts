import type { Endpoint } from '@udian/contracts/endpoint';
import { useOperator } from '../../app/use-operator';

/** Whether the signed-in operator's role may call this endpoint (调度 reads shuttle requests; admin and 客服 quote and close them). */
export const useCanCall = (endpoint: Pick<Endpoint, 'operatorRoles'>): boolean => {
  const { role } = useOperator();
  return endpoint.operatorRoles?.includes(role) ?? false;
};
