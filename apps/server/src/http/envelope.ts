import type { Envelope } from '@udian/contracts/envelope';
import { errorCatalogue, MetaCode, type ErrorName } from '@udian/contracts/meta-codes';

export const success = <T>(data: T, code: number = MetaCode.ok): Envelope<T> => ({
  data,
  meta: { code, desc: '成功', timestamp: Date.now() },
});

export const failure = (code: number, desc: string): Envelope<never> => ({
  data: null,
  meta: { code, desc, timestamp: Date.now() },
});

export const failureOf = (name: ErrorName, desc?: string): Envelope<never> =>
  failure(errorCatalogue[name].code, desc ?? errorCatalogue[name].desc);
