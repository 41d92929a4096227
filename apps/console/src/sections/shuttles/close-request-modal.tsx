import { closeShuttleRequest } from '@udian/contracts/endpoints/ops/groups/applications';
import { shuttleRequestStatusLabels, type ShuttleRequest } from '@udian/contracts/schemas/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { bodyOf, useContractForm } from '../../forms/contract-form';
import { SHUTTLES_KEY } from './shuttle-keys';

const CloseBody = bodyOf(closeShuttleRequest);

type Props = {
  /** The request to close (waiting for a quote, or quoted); null: the modal is closed. */
  request: ShuttleRequest | null;
  onClose: () => void;
  /** The request as the server answered it, closed. */
  onClosed: (request: ShuttleRequest) => void;
};

/** 关闭: ends a request the operator will not serve, with a reason the requester is texted and sees. */
export const CloseRequestModal = ({ request, onClose, onClosed }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const requestId = request?.requestId ?? '';
  // An empty box is sent as '', so the contract says 请填写原因 rather than 此项必填.
  const toInput = useCallback((values: Record<string, unknown>) => ({ requestId, reason: values.reason ?? '' }), [requestId]);
  const { form, submit } = useContractForm(CloseBody, { toInput });
  const closeRequest = useMutation({
    mutationFn: (body: z.output<typeof CloseBody>) => call(closeShuttleRequest, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ request: closed }) => {
      void message.success(`已关闭 ${closed.companyName} 的需求，已短信通知 ${closed.contactName}`);
      onClosed(closed);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: SHUTTLES_KEY }),
  });
  const cancel = () => {
    closeRequest.reset();
    onClose();
  };

  return (
    <Modal
      open={request !== null}
      title="关闭班车定制需求"
      okText="确认关闭"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={cancel}
      confirmLoading={closeRequest.isPending}
      destroyOnHidden
    >
      {request ? (
        <>
          <Typography.Paragraph>
            {request.companyName}（{shuttleRequestStatusLabels[request.status]}）：{request.contactName} {request.contactPhone}
          </Typography.Paragraph>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="关闭后需求结束，不能再报价或确认" description="企业会收到短信，并在需求进度中看到关闭原因。" />
          {closeRequest.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(closeRequest.error)} role="alert" /> : null}
          <Form form={form} name="shuttle-close" layout="vertical" requiredMark={false} onFinish={submit((body) => closeRequest.mutate(body))}>
            <Form.Item name="reason" label="关闭原因" extra="2 到 200 个字">
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：暂无该区域运力；企业已取消需求" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};
