import type { Endpoint, EndpointBody, EndpointData } from '@udian/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { bodyOf, useContractForm } from '../../forms/contract-form';
import { GROUPS_KEY } from './group-keys';

export type RejectWithReasonModalProps<E extends Endpoint, T> = {
  /** The decide endpoint; its body is {<id>, isApproved, reason} and asks for a reason when not approved. */
  endpoint: E;
  /** The pending item to turn down; null: the modal is closed. */
  item: T | null;
  /** The id part of the body, e.g. { studentId }. Keep it stable (module level): the form's toInput depends on it. */
  idOf: (item: T) => Record<string, string>;
  title: string;
  /** The paragraph saying what is turned down. */
  describe: (item: T) => ReactNode;
  /** The success message, from the endpoint's answer. */
  succeeded: (data: EndpointData<E>) => string;
  formName: string;
  /** Under the reason field: who sees the reason. */
  reasonExtra: string;
  reasonPlaceholder: string;
  onClose: () => void;
};

/** 不通过: turns a pending item down with a reason (the decide contract asks for one). */
export const RejectWithReasonModal = <E extends Endpoint, T>({
  endpoint,
  item,
  idOf,
  title,
  describe,
  succeeded,
  formName,
  reasonExtra,
  reasonPlaceholder,
  onClose,
}: RejectWithReasonModalProps<E, T>) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const decideBody = bodyOf(endpoint);
  const toInput = useCallback(
    (values: Record<string, unknown>) => ({ ...(item ? idOf(item) : {}), isApproved: false, reason: values.reason }),
    [item, idOf],
  );
  const { form, submit } = useContractForm(decideBody, { toInput });
  const reject = useMutation({
    // The body is the output of the endpoint's own body schema, which that schema parses again unchanged.
    mutationFn: (body: z.output<typeof decideBody>) => call(endpoint, { body: body as EndpointBody<E> }),
    meta: { isErrorHandled: true },
    onSuccess: (data) => {
      void message.success(succeeded(data));
      onClose();
    },
    // Whatever the answer (decided meanwhile, withdrawn), the list shows the item as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
  const close = () => {
    reject.reset();
    onClose();
  };

  return (
    <Modal
      open={item !== null}
      title={title}
      okText="不通过"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={reject.isPending}
      destroyOnHidden
    >
      {item ? (
        <>
          <Typography.Paragraph>{describe(item)}</Typography.Paragraph>
          {reject.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(reject.error)} role="alert" /> : null}
          <Form form={form} name={formName} layout="vertical" requiredMark={false} onFinish={submit((body) => reject.mutate(body))}>
            <Form.Item name="reason" label="不通过原因" extra={reasonExtra}>
              <Input.TextArea rows={3} maxLength={200} showCount placeholder={reasonPlaceholder} />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};
