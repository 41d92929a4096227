import type { DbOrTx } from '../database';

const DAY_MS = 86_400_000;

/** The demo campaign's rules, as the invite-activity-rule page shows them (plain paragraphs). */
export const DEMO_INVITE_RULES = [
  '1. 活动期间，登录后在“邀请有礼”页面复制您的专属邀请链接或保存邀请海报，分享给好友。',
  '2. 好友通过您的链接，使用未注册过的手机号完成短信验证注册，即可获得新人专享 8 元乘车券。',
  '3. 好友注册后完成首次付费乘车（车票检票成功）后，您将获得 10 元乘车奖励券；退款的订单不计入。',
  '4. 每位邀请人在本活动中最多获得 20 次奖励；已注册过的手机号、邀请人本人的手机号或邀请人使用过的设备注册，均不计入奖励。',
  '5. 奖励券发放后可在“我的优惠券”中查看，请在有效期内使用；如发现作弊行为，平台有权取消相关奖励。',
].join('\n');

/**
 * The demo's invitation campaign: running from the day of seeding for a year, with its new-user coupon
 * (8 元, better than the welcome coupons, so checkout applies it) and the inviter's reward (10 元), at most
 * 20 rewards per inviter.
 */
export const seedDemoInviteCampaign = async (tx: DbOrTx, now: Date): Promise<void> => {
  const [newUser, reward] = await tx
    .insertInto('coupon_templates')
    .values([
      { name: '好友邀请新人券', kind: 'amount', amount_cents: 800, valid_days: 30, description: '通过好友邀请注册的新用户专享，购买巴士车票时抵扣 8 元' },
      { name: '邀请有礼奖励券', kind: 'amount', amount_cents: 1000, threshold_cents: 1500, valid_days: 60, description: '好友完成首次乘车的奖励，单笔满 15 元可用' },
    ])
    .returning('id')
    .execute();
  await tx
    .insertInto('invite_campaigns')
    .values({
      name: '邀请好友，一起乘车',
      starts_at: new Date(now.getTime() - DAY_MS),
      ends_at: new Date(now.getTime() + 365 * DAY_MS),
      new_user_template_id: newUser!.id,
      reward_template_id: reward!.id,
      reward_cap: 20,
      rules: DEMO_INVITE_RULES,
    })
    .execute();
};
