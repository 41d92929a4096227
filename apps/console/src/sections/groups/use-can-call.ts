import type { Endpoint } from '@udian/contracts/endpoint';
import { useOperator } from '../../app/use-operator';

/** Whether the signed-in operator's role may call this endpoint (客服 and 单位管理员 keep staff lists; lines and groups are the admin's). */
export const useCanCall = (endpoint: Pick<Endpoint, 'operatorRoles'>): boolean => {
  const { role } = useOperator();
  return endpoint.operatorRoles?.includes(role) ?? false;
};
