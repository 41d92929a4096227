import type { Operator } from '@udian/contracts/schemas/operators';
import { createContext } from 'react';

/** The signed-in operator, provided by the layout once /auth/me answered. */
export const OperatorContext = createContext<Operator | null>(null);
