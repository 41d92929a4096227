import { decideRideApplication, type OpsRideApplication } from '@udian/contracts/endpoints/ops/groups/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { bodyOf, useContractForm } from '../../forms/contract-form';
import { GROUPS_KEY } from './group-keys';

const DecideBody = bodyOf(decideRideApplication);

type Props = {
  /** The pending application to turn down; null: the modal is closed. */
  application: OpsRideApplication | null;
  onClose: () => void;
};

/**
 * 不通过: turns a pending ride application down with a reason (the contract asks for one); the applicant is told
 * by SMS and sees the reason on their application.
 */
export const RejectApplicationModal = ({ application, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const applicationId = application?.applicationId;
  const toInput = useCallback((values: Record<string, unknown>) => ({ applicationId, isApproved: false, reason: values.reason }), [applicationId]);
  const { form, submit } = useContractForm(DecideBody, { toInput });
  const reject = useMutation({
    mutationFn: (body: z.output<typeof DecideBody>) => call(decideRideApplication, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ application: decided }) => {
      void message.success(`已不通过 ${decided.name} 的申请，已短信通知申请人`);
      onClose();
    },
    // Whatever the answer (decided meanwhile, withdrawn), the list shows the application as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
  const close = () => {
    reject.reset();
    onClose();
  };

  return (
    <Modal
      open={application !== null}
      title="不通过乘车申请"
      okText="不通过"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={reject.isPending}
      destroyOnHidden
    >
      {application ? (
        <>
          <Typography.Paragraph>
            {application.name}（{application.phone}）申请乘坐 {application.line.lineCode} {application.line.lineName}
          </Typography.Paragraph>
          {reject.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(reject.error)} role="alert" /> : null}
          <Form form={form} name="application-reject" layout="vertical" requiredMark={false} onFinish={submit((body) => reject.mutate(body))}>
            <Form.Item name="reason" label="不通过原因" extra="申请人会收到短信，并在申请记录中看到原因">
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：非本单位员工；请先完成员工名单登记" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};
