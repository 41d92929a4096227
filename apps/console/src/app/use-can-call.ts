import type { Endpoint } from '@udian/contracts/endpoint';
import { useOperator } from './use-operator';

/** Whether the signed-in operator's role may call this endpoint (its contract's operatorRoles): a section shows a write only to those. */
export const useCanCall = (endpoint: Pick<Endpoint, 'operatorRoles'>): boolean => {
  const { role } = useOperator();
  return endpoint.operatorRoles?.includes(role) ?? false;
};
