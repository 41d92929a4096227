import type { DbOrTx } from '../database';

/** The demo passenger whose complaints and suggestions the demo shows (投诉建议, decision 057). */
export const DEMO_FEEDBACK_PASSENGER = '13900139057';

const HOUR_MS = 3_600_000;

/**
 * A little of what 投诉建议 and 商务合作 hold, so the console's two queues and the passenger's 我的反馈 have
 * something to show: one complaint waiting, one suggestion answered, one cooperation lead new and one contacted.
 * Once: a database seeded again keeps what it has.
 */
export const seedDemoFeedback = async (tx: DbOrTx, now: Date): Promise<void> => {
  const passenger = await tx
    .insertInto('users')
    .values({ phone: DEMO_FEEDBACK_PASSENGER })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ phone: DEMO_FEEDBACK_PASSENGER }))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (await tx.selectFrom('suggestions').select('id').where('user_id', '=', passenger.id).executeTakeFirst()) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);

  await tx
    .insertInto('suggestions')
    .values({ user_id: passenger.id, category: 'vehicle', content: '早上 7:40 从科技园出发的那班车空调太冷了，能否调高一点温度？', contact_phone: DEMO_FEEDBACK_PASSENGER, created_at: at(5), updated_at: at(5) })
    .execute();
  const answered = await tx
    .insertInto('suggestions')
    .values({ user_id: passenger.id, category: 'feature', content: '希望车票页面可以直接显示车辆的实时位置，方便判断什么时候出门。', contact_phone: null, status: 'replied', created_at: at(50), updated_at: at(26) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('suggestion_replies')
    .values({ suggestion_id: answered.id, operator_id: null, operator_name: '客服', text: '感谢建议！车票详情页已可查看车辆实时位置，点击“实时到站”即可。', created_at: at(26) })
    .execute();

  await tx
    .insertInto('cooperation_leads')
    .values([
      { company: '深圳前海示例科技有限公司', contact_name: '王经理', phone: '13800138057', kind: 'enterpriseShuttle', message: '我司约 200 名员工在前海办公，希望开通从宝安中心到前海的早晚通勤班车。', ip: '127.0.0.1', created_at: at(3) },
      { company: '南山示例旅行社', contact_name: '赵女士', phone: '13700137057', kind: 'charter', message: '暑期研学团需要 45 座大巴约 20 车次，想了解包车价格。', ip: '127.0.0.1', created_at: at(72) },
    ])
    .execute();
  await tx.updateTable('cooperation_leads').set({ status: 'contacted', note: '已电话沟通，报价已发送', handled_at: at(48) }).where('company', '=', '南山示例旅行社').execute();
};
