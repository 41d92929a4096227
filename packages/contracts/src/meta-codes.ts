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
  // Transport faults (decision 040): 14xx mirrors the HTTP status the answer carries.
  badRequest: { code: 1400, desc: '请求格式有误，请更新到最新版本后重试' },
  requestTimeout: { code: 1408, desc: '请求超时，请检查网络后重试' },
  payloadTooLarge: { code: 1413, desc: '提交的内容过大，请精简后重试' },
  uriTooLong: { code: 1414, desc: '请求地址过长，请返回上一页后重试' },
  unsupportedMediaType: { code: 1415, desc: '请求格式不受支持，请更新到最新版本后重试' },
  expectationFailed: { code: 1417, desc: '请求格式不受支持，请更新到最新版本后重试' },
  headersTooLarge: { code: 1431, desc: '请求头过大，请清除浏览器缓存和 Cookie 后重试' },
  serviceBusy: { code: 1500, desc: '服务繁忙，请稍后重试' },
  serviceUnavailable: { code: 1503, desc: '服务暂时不可用，请稍后再试' },

  // Accounts. 20xx: SMS codes and their limits; 21xx: host logins and the messaging app;
  // 22xx: passengers; 23xx: addresses. Each limit has its own code so the client can tell them apart.
  smsSignInvalid: { code: 1001, desc: '请求签名无效，请刷新页面后重试' },
  smsResendTooSoon: { code: 2001, desc: '验证码已发送，请 60 秒后再重新获取' },
  smsPhoneHourlyLimit: { code: 2002, desc: '该手机号 1 小时内获取验证码次数已达上限，请稍后再试' },
  smsPhoneDailyLimit: { code: 2003, desc: '该手机号今日获取验证码次数已达上限，请明天再试' },
  smsIpLimit: { code: 2004, desc: '当前网络获取验证码过于频繁，请 1 小时后再试' },
  smsDeviceLimit: { code: 2005, desc: '当前设备获取验证码过于频繁，请 1 小时后再试' },
  smsCodeWrong: { code: 2010, desc: '验证码错误，请重新输入' },
  smsCodeExpired: { code: 2011, desc: '验证码已失效，请重新获取' },
  smsCodeTooManyTries: { code: 2012, desc: '验证码错误次数过多，请重新获取' },
  smsSendFailed: { code: 2020, desc: '短信发送失败，请稍后重试' },
  hostSignInvalid: { code: 2101, desc: '登录信息校验失败，请重新进入应用后再试' },
  hostLoginFailed: { code: 2102, desc: '第三方登录失败，请稍后重试或使用手机号登录' },
  hostAppUnknown: { code: 2103, desc: '不支持从该应用登录，请使用手机号登录' },
  hostTicketInvalid: { code: 2104, desc: '授权已失效，请重新进入应用后再试' },
  wechatAuthFailed: { code: 2110, desc: '微信授权失败，请重新进入或使用手机号登录' },
  wechatBindTicketInvalid: { code: 2111, desc: '微信绑定已过期，请重新进入后再登录' },
  wechatSignatureFailed: { code: 2120, desc: 'js_api_ticket 请求异常，请稍后重试' },
  passengerLimit: { code: 2201, desc: '最多添加 20 位乘车人，请删除不用的乘车人后再添加' },
  passengerDuplicate: { code: 2202, desc: '该证件号码已添加为乘车人，无需重复添加' },
  passengerNotFound: { code: 1004, desc: '乘车人不存在' },
  addressLimit: { code: 2301, desc: '最多保存 20 个常用地址，请删除不用的地址后再添加' },
  addressTypeTaken: { code: 2302, desc: '已设置过该类型的地址，请直接修改原地址' },
  addressNotFound: { code: 1004, desc: '地址不存在' },

  // Buying. 24xx: choosing and orders; 25xx: payment; 26xx: coupons; 1010/1011: idempotency keys.
  idempotencyKeyReused: { code: 1010, desc: '该请求标识已用于另一个请求，请刷新页面后重试' },
  idempotencyKeyInvalid: { code: 1001, desc: 'Idempotency-Key 格式不正确（1 到 255 个可见字符）' },
  requestInProgress: { code: 1011, desc: '上一次提交还在处理中，请稍候再试' },
  lineNotFound: { code: 1004, desc: '线路不存在或已停运' },
  departureNotFound: { code: 1004, desc: '班次不存在或已停运，请重新选择' },
  orderNotFound: { code: 1004, desc: '订单不存在' },
  departureClosed: { code: 2401, desc: '所选班次已发车或已停止售票，请选择其他日期或班次' },
  seatsSoldOut: { code: 2402, desc: '所选日期余票不足，请选择其他日期' },
  passengerHasTicket: { code: 2403, desc: '乘车人已购买该班次的车票，请勿重复购买' },
  stopsInvalid: { code: 2404, desc: '上下车站点选择有误，请重新选择' },
  priceChanged: { code: 2405, desc: '票价已变化，请确认新的金额后再提交' },
  orderNotPending: { code: 2406, desc: '订单状态已变化，请刷新后查看' },
  orderExpired: { code: 2407, desc: '订单已超时未支付，座位已释放，请重新下单' },
  whiteListOnly: { code: 2408, desc: '该线路仅限白名单用户购买' },
  tooManyPendingOrders: { code: 2409, desc: '待支付的订单过多，请先支付或取消后再下单' },
  datesDuplicate: { code: 2410, desc: '同一天只能选择一个班次，请检查乘车日期' },
  paymentChannelUnavailable: { code: 2501, desc: '当前环境暂不支持该支付方式，请更换支付方式' },
  paymentStartFailed: { code: 2502, desc: '发起支付失败，请稍后重试' },
  couponUnusable: { code: 2601, desc: '该优惠券不能用于本订单，请重新选择' },
  // 260x-262x: claiming, redeeming and the invitation campaign (promotions, decision 045).
  couponSoldOut: { code: 2602, desc: '已领完，下次早点来' },
  couponAlreadyClaimed: { code: 2603, desc: '已领取过，每人限领次数已用完' },
  campaignNotStarted: { code: 2604, desc: '活动未开始，请在活动开始后再领取' },
  campaignEnded: { code: 2605, desc: '活动已结束' },
  campaignNotFound: { code: 1004, desc: '活动不存在或已下线' },
  redeemCodeInvalid: { code: 2610, desc: '兑换码无效，请核对后重新输入' },
  redeemCodeUsed: { code: 2611, desc: '兑换码已被使用' },
  redeemLocked: { code: 2612, desc: '兑换码输错次数过多，请 1 小时后再试' },
  inviteLinkInvalid: { code: 2620, desc: '邀请链接无效，请向邀请人重新获取' },

  // Riding and refunds. 27xx: tickets, ride codes and checking; 28xx: refunds; 29xx: invoices.
  ticketNotFound: { code: 1004, desc: '车票不存在' },
  rideCodeInvalid: { code: 2701, desc: '乘车码无效，请打开车票页面重新出示' },
  rideCodeExpired: { code: 2702, desc: '乘车码已过期，请打开车票页面刷新乘车码' },
  checkNotOpen: { code: 2703, desc: '未到检票时间，请在检票时间内检票' },
  checkClosed: { code: 2704, desc: '该班次已过检票时间' },
  ticketAlreadyUsed: { code: 2705, desc: '该车票已检票，请勿重复检票' },
  ticketWrongDeparture: { code: 2706, desc: '该车票不是本班次的车票，请核对乘车日期和班次' },
  ticketNotValid: { code: 2707, desc: '该车票当前不可使用' },
  shareLinkInvalid: { code: 2708, desc: '分享链接无效或已过期，请联系分享人重新分享' },
  refundNotAllowed: { code: 2801, desc: '所选车票不可退票' },
  refundClosed: { code: 2802, desc: '班次已发车，不能退票' },
  refundAmountChanged: { code: 2803, desc: '退款金额已变化，请确认新的金额后再提交' },
  refundStartFailed: { code: 2804, desc: '退款申请失败，请稍后重试' },
  invoiceOrderNotPaid: { code: 2901, desc: '只能为已支付的订单申请发票' },
  invoiceDuplicate: { code: 2902, desc: '该订单已申请过发票，请勿重复申请' },

  // Demand for new lines (decision 046).
  demandNotFound: { code: 1004, desc: '需求不存在' },
  demandOwnJoin: { code: 3101, desc: '这是您自己提交的需求，可以分享给同路的同事' },
  demandClosed: { code: 3102, desc: '该需求的征集已结束' },
  odCampaignNotFound: { code: 1004, desc: '需求征集活动不存在' },
  odCampaignNotRunning: { code: 3103, desc: '需求征集活动未开始或已结束' },
  demandNotWithdrawable: { code: 3104, desc: '该需求已进入线路筹备，不能撤回' },
  demandLimit: { code: 3105, desc: '征集中的需求最多 10 条，请先撤回不再需要的需求' },
  // Crowdfunded lines (decision 047).
  assembleNotFound: { code: 1004, desc: '众筹线路不存在' },
  assembleClosed: { code: 3150, desc: '众筹已结束' },
  assemblePeriodOnly: { code: 3151, desc: '参与众筹需一次购买首期全部日期的车票' },
  assembleFull: { code: 3152, desc: '众筹座位已满' },

  // The operator console (decision 044). 40xx: operator sign-in, roles and CSRF; 41xx: operators' own data.
  operatorNotLoggedIn: { code: 4001, desc: '请先登录运营后台' },
  operatorForbidden: { code: 4003, desc: '无权限：当前账号的角色不能进行此操作' },
  csrfInvalid: { code: 4004, desc: '页面已过期，请刷新页面后重试' },
  operatorLoginFailed: { code: 4010, desc: '用户名或密码错误' },
  operatorLocked: { code: 4011, desc: '密码错误次数过多，账号已锁定 15 分钟，请稍后再试' },
  operatorLoginRateLimited: { code: 4012, desc: '登录尝试过于频繁，请稍后再试' },
  operatorTotpRequired: { code: 4013, desc: '请输入身份验证器上的 6 位动态码' },
  operatorTotpWrong: { code: 4014, desc: '动态码错误，请重新输入' },
  operatorDisabled: { code: 4015, desc: '该账号已停用，请联系管理员' },
  operatorPasswordChangeRequired: { code: 4020, desc: '首次登录请先修改密码' },
  operatorPasswordWrong: { code: 4021, desc: '当前密码错误' },
  operatorUsernameTaken: { code: 4101, desc: '该用户名已被使用，请换一个' },
  operatorNotFound: { code: 1004, desc: '运营账号不存在' },
  // 44xx: vehicles, drivers and dispatch.
  vehiclePlateTaken: { code: 4401, desc: '该车牌号已登记，请勿重复添加' },
  vehicleNotFound: { code: 1004, desc: '车辆不存在' },
  driverPhoneTaken: { code: 4402, desc: '该手机号已登记为其他司机' },
  driverNotFound: { code: 1004, desc: '司机不存在' },
  driverInactive: { code: 4403, desc: '该司机已停用，不能派班' },
  dispatchDepartureNotFound: { code: 1004, desc: '班次不存在' },
  dispatchDepartureClosed: { code: 4410, desc: '只能给未发车的正常班次派车，该班次已发车或已停运' },
  dispatchVehicleBusy: { code: 4411, desc: '该车辆在时间重叠的其他班次上已有任务' },
  dispatchDriverBusy: { code: 4412, desc: '该司机在时间重叠的其他班次上已有任务' },
  // 43xx: orders and after-sales refunds.
  afterSalesNotPaid: { code: 4301, desc: '该订单未支付，不能售后退款' },
  afterSalesOverRemaining: { code: 4302, desc: '退款金额超过订单剩余可退金额' },
  afterSalesRemainingChanged: { code: 4303, desc: '可退金额已变化，请刷新后确认再提交' },
  afterSalesOverLimit: { code: 4304, desc: '退款金额超出当前角色的单笔退款额度' },
  // 42xx: departures (network).
  departureStopped: { code: 4201, desc: '该班次已停运，不能再操作' },
  departureSeatsBelowSold: { code: 4202, desc: '座位数不能少于已售座位数' },
  departureDeparted: { code: 4203, desc: '该班次已发车，不能再操作' },
  // 425x: lines, notices and GTFS imports (network).
  lineNoticeNotFound: { code: 1004, desc: '公告不存在' },
  lineNoticeEnded: { code: 4251, desc: '该公告已结束，无需再结束' },
  lineNoticeEndTooEarly: { code: 4252, desc: '结束日期不能早于昨天' },
  gtfsFeedRefused: { code: 4260, desc: 'GTFS 数据有误，未做任何更改' },

  // 450x-451x: coupon templates, campaigns and redeem-code batches (promotions, decision 045).
  couponTemplateNotFound: { code: 1004, desc: '券模板不存在' },
  couponCampaignNotFound: { code: 1004, desc: '领券活动不存在' },
  redeemBatchNotFound: { code: 1004, desc: '兑换码批次不存在' },
  couponTemplateArchived: { code: 4501, desc: '该券模板已归档，不能再用于新的活动或兑换码' },
  couponStockBelowIssued: { code: 4502, desc: '总库存不能少于已领取的数量' },
  couponTemplateReserved: { code: 4503, desc: '晚点补偿券模板由系统使用，不能在此修改' },
  couponLinesUnknown: { code: 4504, desc: '所选的适用线路不存在，请重新选择' },
  // 452x-453x: the invitation campaign (promotions, decision 045).
  inviteCampaignNotFound: { code: 1004, desc: '邀请活动不存在' },
  inviteTemplateUnusable: { code: 4520, desc: '所选的券模板不存在或已归档，请重新选择' },
  inviteCampaignOverlap: { code: 4521, desc: '活动时间与其他邀请活动重叠，同一时间只能有一个邀请活动' },
  inviteCampaignEndPassed: { code: 4522, desc: '结束日期不能早于今天' },

  // 455x: demand and OD-collection campaigns (decision 046).
  odCampaignEndPassed: { code: 4550, desc: '结束日期不能早于今天' },
  assembleDeadlinePassed: { code: 4551, desc: '截止时间须晚于现在' },
  assembleFirstDayTooEarly: { code: 4552, desc: '首班日期须晚于截止时间' },
  assembleNoServiceDays: { code: 4553, desc: '首期内没有运营日，请调整运营日或首班日期' },
  assembleStationUnknown: { code: 4554, desc: '所选站点不存在，请重新选择' },
  assembleNotGathering: { code: 4555, desc: '该众筹已结束，不能再修改' },
  assembleDemandsUnknown: { code: 4556, desc: '所选需求不存在或已不在征集中' },
  assembleCodeTaken: { code: 4557, desc: '线路编号已被使用，请换一个' },

  // Live buses.
  vehicleTokenInvalid: { code: 3001, desc: '车载设备令牌无效或缺失，请联系运营人员重新签发令牌' },
  etaStationNotOnLine: { code: 3050, desc: '该站点不在这条线路上' },
} as const satisfies Record<string, { code: number; desc: string }>;

export type ErrorName = keyof typeof errorCatalogue;

/** Response codes a server may send in the body `status` (older services) and what they mean to the client. */
export const legacyStatusMap: Readonly<Record<number, number>> = { 402: 502, 200: 1 };
