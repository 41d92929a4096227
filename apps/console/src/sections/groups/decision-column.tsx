import type { Endpoint, EndpointBody, EndpointData } from '@udian/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { GROUPS_KEY } from './group-keys';

/** 通过 of a pending row, by its id: `approvedBody` builds the decide body, `succeeded` the success message. */
export const useApprove = <E extends Endpoint>(endpoint: E, approvedBody: (id: string) => EndpointBody<E>, succeeded: (data: EndpointData<E>) => string) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => call(endpoint, { body: approvedBody(id) }),
    meta: { isErrorHandled: true },
    onSuccess: (data) => void message.success(succeeded(data)),
    onError: (error) => void message.error(failureText(error)),
    // Whatever the answer (decided meanwhile, withdrawn), the list shows the rows as they are now.
    onSettled: () => client.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
};

type DecisionColumnOptions<T> = {
  /** The operator's role may call the decide endpoint; otherwise there is no 操作 column (read only). */
  canDecide: boolean;
  idOf: (row: T) => string;
  /** The Popconfirm's question, e.g. 通过 张三 的登记？ */
  confirmTitle: (row: T) => string;
  /** What 通过 does, under the question. */
  confirmDescription: string;
  approve: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending' | 'variables'>;
  /** 不通过: opens the reject modal for the row. */
  onReject: (row: T) => void;
};

/** The 操作 column of a list of pending decisions: 通过 (after a Popconfirm) and 不通过 on pending rows. */
export const decisionColumns = <T extends { status: string }>({
  canDecide,
  idOf,
  confirmTitle,
  confirmDescription,
  approve,
  onReject,
}: DecisionColumnOptions<T>): TableColumnsType<T> =>
  canDecide
    ? [
        {
          title: '操作',
          key: 'actions',
          width: 110,
          render: (_: unknown, row: T) =>
            row.status === 'pending' ? (
              <Space size={0}>
                <Popconfirm
                  title={confirmTitle(row)}
                  description={<div style={{ maxWidth: 300 }}>{confirmDescription}</div>}
                  okText="确认通过"
                  cancelText="取消"
                  onConfirm={() => approve.mutate(idOf(row))}
                >
                  <Button type="link" size="small" loading={approve.isPending && approve.variables === idOf(row)}>
                    通过
                  </Button>
                </Popconfirm>
                <Button type="link" size="small" danger onClick={() => onReject(row)}>
                  不通过
                </Button>
              </Space>
            ) : null,
        },
      ]
    : [];
