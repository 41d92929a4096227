import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import { chineseDate } from '../company-lines/company-line-notices';

/**
 * The text a rider gets when put on a return-to-work shuttle (decision 052): the day, time, where it leaves
 * from and goes to, the bus when known, and where the ticket is: the rider logs in with this phone.
 */
export const shuttleAssignedNotice = (m: {
  productName: string;
  phone: string;
  name: string;
  serviceDate: string;
  departureTime: string;
  fromName: string;
  toName: string;
  plate: string;
}): SmsNoticeMessage => {
  const params = { name: m.name, date: chineseDate(m.serviceDate), time: m.departureTime, from: m.fromName, to: m.toName, plate: m.plate || '待定' };
  return {
    phone: m.phone,
    templateId: 'returnWorkShuttle',
    params,
    text: `【${m.productName}】${params.name}，您的复工专线已安排：${params.date} ${params.time} 从${params.from}发车，开往${params.to}，车牌${params.plate}。请用本手机号登录${m.productName}，在「我的车票」查看车票和乘车码。`,
  };
};
