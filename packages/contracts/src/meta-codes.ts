/**
 * The meta codes of the response envelope (SPEC section 8) and the catalogue of failures.
 * Every failure the server can answer is named here once, with the Chinese text a passenger sees.
 */
export const MetaCode = {
  ok: 1,
  /** The messaging-app JS-SDK signature call reports success with 0 (SPEC section 8). */
  wechatSignatureOk: 0,
  tokenInvalid: 502,
  loggedInElsewhere: 420,
} as const;

export const errorCatalogue = {
  tokenInvalid: { code: 502, desc: '登录已失效，请重新登录' },
  loggedInElsewhere: {
    code: 420,
    desc: '您的账号已在其他客户端登录，当前设备已被迫下线。如非本人操作，请重新登录后检查账号安全',
  },
  invalidParams: { code: 1001, desc: '请求参数有误，请检查后重试' },
  missingClientInfo: { code: 1002, desc: '缺少客户端信息，请刷新页面后重试' },
  notFound: { code: 1004, desc: '请求的内容不存在或已删除' },
  conflict: { code: 1009, desc: '操作冲突，请刷新后重试' },
  tooManyRequests: { code: 1429, desc: '操作太频繁，请稍后再试' },
  routeNotFound: { code: 1404, desc: '接口不存在，请更新到最新版本后重试' },
  payloadTooLarge: { code: 1413, desc: '提交的内容过大，请精简后重试' },
  unsupportedMediaType: { code: 1415, desc: '请求格式不受支持，请更新到最新版本后重试' },
  serviceBusy: { code: 1500, desc: '服务繁忙，请稍后再试' },
  serviceUnavailable: { code: 1503, desc: '服务暂时不可用，请稍后再试' },
} as const satisfies Record<string, { code: number; desc: string }>;

export type ErrorName = keyof typeof errorCatalogue;

/** Response codes a server may send in the body `status` (older services) and what they mean to the client. */
export const legacyStatusMap: Readonly<Record<number, number>> = { 402: 502, 200: 1 };
