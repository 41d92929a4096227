import {
  ClientHeadersSchema,
  clientHeaderNames,
  requiredClientHeaders,
  type ClientHeaderName,
} from '@udian/contracts/client-headers';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from './app-error';
import type { ClientInfo } from './request-context';

const headerValue = (headers: IncomingHttpHeaders, name: ClientHeaderName): string | undefined => {
  const raw = headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined ? undefined : value;
};

/** Reads the SPEC section 7 headers without judging them: used for logging on every request. */
export const readClientInfo = (headers: IncomingHttpHeaders): ClientInfo => {
  const info: ClientInfo = {};
  for (const name of clientHeaderNames) {
    const value = headerValue(headers, name);
    if (value !== undefined) info[name] = value.slice(0, 128);
  }
  return info;
};

const headerLabels: Record<string, string> = {
  platform: '平台',
  channel: '渠道',
  deviceId: '设备标识',
};

/** Throws the envelope error a client call gets when its headers are missing or malformed. */
export const assertClientHeaders = (info: ClientInfo): void => {
  const missing = requiredClientHeaders.filter((name) => !info[name]);
  if (missing.length > 0) {
    const names = missing.map((name) => `${headerLabels[name] ?? name}（${name}）`).join('、');
    throw new AppError('missingClientInfo', `缺少客户端信息：${names}，请刷新页面后重试`);
  }
  const parsed = ClientHeadersSchema.safeParse(info);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].join('、');
    throw new AppError('missingClientInfo', `客户端信息格式不正确：${fields}，请刷新页面后重试`);
  }
};
