import { ConfirmCharterBody, confirmStudentCharter } from '@udian/contracts/endpoints/ops/charters/student-charters';
import type { StudentCharter } from '@udian/contracts/schemas/charters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { yuan } from '../../lib/format';
import { centsToYuanText, YUAN_PATTERN, yuanTextToCents } from '../../lib/yuan-input';
import { CHARTERS_KEY } from './charter-keys';

type Values = { feeCents?: string; reason?: string };

type Props = {
  /** The request to confirm (waiting); null: the modal is closed. */
  charter: StudentCharter | null;
  onClose: () => void;
  onConfirmed: (charter: StudentCharter) => void;
};

/** Whether the fee typed differs from the rules' (then a reason is asked). */
const AdjustNote = ({ quotedCents }: { quotedCents: number }) => {
  const form = Form.useFormInstance();
  const typed = yuanTextToCents(Form.useWatch('feeCents', form) as unknown);
  if (typed === undefined || Number.isNaN(typed) || typed === quotedCents) return <Typography.Text type="secondary">按收费标准确认，无需填写原因</Typography.Text>;
  const change = typed - quotedCents;
  return <Typography.Text type="warning">{`较规则费用${change > 0 ? '增加' : '减少'} ¥${yuan(Math.abs(change))}，请填写调整原因（乘客可见）`}</Typography.Text>;
};

/**
 * 确认包车: the fee charged in yuan (sent as integer cents), the rules' fee to start with; another fee needs the
 * reason the requester will read beside the change. The requester is texted the fee.
 */
export const ConfirmCharterModal = ({ charter, onClose, onConfirmed }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const requestId = charter?.requestId ?? '';
  const toInput = useCallback(
    (values: Record<string, unknown>) => ({ requestId, feeCents: yuanTextToCents((values as Values).feeCents) ?? Number.NaN, reason: (values as Values).reason ?? '' }),
    [requestId],
  );
  const { form, submit } = useContractForm(ConfirmCharterBody, { toInput });
  const confirm = useMutation({
    mutationFn: (body: z.output<typeof ConfirmCharterBody>) => call(confirmStudentCharter, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ charter: confirmed }) => {
      void message.success(`已确认 ${confirmed.school.name} 的包车（¥${yuan(confirmed.feeCents)}），已短信通知 ${confirmed.contactName}`);
      onConfirmed(confirmed);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: CHARTERS_KEY }),
  });
  const cancel = () => {
    confirm.reset();
    onClose();
  };

  return (
    <Modal
      open={charter !== null}
      title={charter ? `确认包车：${charter.school.name}` : '确认包车'}
      okText="确认包车"
      onOk={() => form.submit()}
      onCancel={cancel}
      confirmLoading={confirm.isPending}
      destroyOnHidden
    >
      {charter ? (
        <>
          <Typography.Paragraph>
            {charter.serviceDate} {charter.departureTime} 出发，{charter.quote.vehicleName} × {charter.quote.vehicles} 辆；按收费标准 ¥{yuan(charter.quote.totalCents)}。
          </Typography.Paragraph>
          {confirm.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="确认失败" description={failureText(confirm.error)} role="alert" /> : null}
          <Form<Values>
            form={form}
            name="charter-confirm"
            layout="vertical"
            requiredMark={false}
            initialValues={{ feeCents: centsToYuanText(charter.quote.totalCents), reason: '' }}
            onFinish={submit((body) => confirm.mutate(body))}
          >
            <Form.Item name="feeCents" label="确认费用（元）" rules={[{ pattern: YUAN_PATTERN, message: '请输入金额，最多两位小数' }]}>
              <Input prefix="¥" inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item>
              <AdjustNote quotedCents={charter.quote.totalCents} />
            </Form.Item>
            <Form.Item name="reason" label="调整原因" extra="费用与收费标准不同时必填，乘客在费用明细中可见">
              <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：需绕行接送；学校长期合作优惠" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};
