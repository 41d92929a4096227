import type { Operator } from '@udian/contracts/schemas/operators';
import { useContext } from 'react';
import { OperatorContext } from './operator-context';

/** The signed-in operator (role, name…); only inside the signed-in layout, which every section is. */
export const useOperator = (): Operator => {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator is used outside the signed-in console layout');
  return operator;
};
