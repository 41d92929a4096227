import { declineStudentCharter } from '@udian/contracts/endpoints/ops/charters/student-charters';
import type { StudentCharter } from '@udian/contracts/schemas/charters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { bodyOf, useContractForm } from '../../forms/contract-form';
import { CHARTERS_KEY } from './charter-keys';

const DeclineBody = bodyOf(declineStudentCharter);

type Props = {
  charter: StudentCharter | null;
  onClose: () => void;
  onDeclined: (charter: StudentCharter) => void;
};

/** 婉拒: ends a request the operator cannot serve, with a reason the requester is texted and reads. */
export const DeclineCharterModal = ({ charter, onClose, onDeclined }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const requestId = charter?.requestId ?? '';
  // An empty box is sent as '', so the contract answers in its own words.
  const toInput = useCallback((values: Record<string, unknown>) => ({ requestId, reason: values.reason ?? '' }), [requestId]);
  const { form, submit } = useContractForm(DeclineBody, { toInput });
  const decline = useMutation({
    mutationFn: (body: z.output<typeof DeclineBody>) => call(declineStudentCharter, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ charter: declined }) => {
      void message.success(`已婉拒 ${declined.school.name} 的包车，已短信通知 ${declined.contactName}`);
      onDeclined(declined);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: CHARTERS_KEY }),
  });
  const cancel = () => {
    decline.reset();
    onClose();
  };

  return (
    <Modal
      open={charter !== null}
      title="婉拒包车申请"
      okText="确认婉拒"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={cancel}
      confirmLoading={decline.isPending}
      destroyOnHidden
    >
      {charter ? (
        <>
          <Typography.Paragraph>
            {charter.school.name}：{charter.serviceDate} {charter.departureTime} 出发，{charter.headcount} 人；{charter.contactName} {charter.contactPhone}
          </Typography.Paragraph>
          {decline.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(decline.error)} role="alert" /> : null}
          <Form form={form} name="charter-decline" layout="vertical" requiredMark={false} onFinish={submit((body) => decline.mutate(body))}>
            <Form.Item name="reason" label="婉拒原因" extra="2 到 200 个字，乘客会收到短信并在费用明细中看到">
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：当天车辆已全部排满" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};
