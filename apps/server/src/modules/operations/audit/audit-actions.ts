/**
 * Every operator write's action name and its Chinese label in the console's audit log. A section that adds a
 * write adds its action here, so that the log never shows a bare name.
 */
export const auditActions = {
  'operator.login': '登录',
  'operator.logout': '退出登录',
  'operator.changePassword': '修改密码',
  'operator.totpOn': '开启动态码',
  'operator.totpOff': '关闭动态码',
  'operator.create': '创建运营账号',
  'operator.update': '修改运营账号',
  'operator.resetPassword': '重置运营账号密码',
  'operator.cliReset': '命令行创建或重置管理员',
  'departure.stop': '班次停运',
  'departure.seats': '修改班次座位数',
  'departure.assign': '班次派车',
  'line.notice': '发布线路调整公告',
  'line.lateThresholds': '修改线路晚点补偿阈值',
  'gtfs.import': '导入 GTFS 数据',
  'vehicle.create': '添加车辆',
  'vehicle.update': '修改车辆',
  'vehicle.token': '签发车载设备令牌',
  'vehicle.revokeToken': '吊销车载设备令牌',
  'driver.create': '添加司机',
  'driver.update': '修改司机',
  'order.refund': '售后退款',
  'inviteCampaign.create': '创建邀请活动',
  'inviteCampaign.update': '修改邀请活动',
  'inviteCampaign.pause': '暂停邀请活动',
  'inviteCampaign.resume': '恢复邀请活动',
  'couponTemplate.create': '添加券模板',
  'couponTemplate.update': '修改券模板',
  'couponTemplate.archive': '归档或恢复券模板',
  'couponCampaign.create': '添加领券活动',
  'couponCampaign.update': '修改领券活动',
  'couponCampaign.pause': '暂停或恢复领券活动',
  'redeemBatch.generate': '生成兑换码',
  'redeemBatch.pause': '暂停或恢复兑换码批次',
  'redeemBatch.export': '导出兑换码',
  'demand.evaluate': '标记需求评估中',
  'odCampaign.create': '创建需求征集活动',
  'odCampaign.update': '修改需求征集活动',
  'crowdfund.create': '发起众筹线路',
  'crowdfund.close': '提前关闭众筹',
  'crowdfund.extend': '延长众筹截止时间',
  'crowdfund.notify': '通知需求用户众筹开始',
} as const;

export type AuditAction = keyof typeof auditActions;

export const auditActionLabel = (action: string): string => (auditActions as Record<string, string>)[action] ?? action;
