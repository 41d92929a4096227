import { ReloadOutlined } from '@ant-design/icons';
import {
  UpdateLineLateThresholdsBody,
  listLineLateThresholds,
  updateLineLateThresholds,
  type LineLateThresholds,
} from '@udian/contracts/endpoints/ops/lateness/lateness';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, InputNumber, Modal, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { LATENESS_KEY, THRESHOLDS_KEY } from './lateness-keys';
import { useCanCall } from '../../app/use-can-call';

const ThresholdsModal = ({ line, onClose }: { line: LineLateThresholds | null; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const lineId = line?.lineId;
  const toInput = useCallback((values: Record<string, unknown>) => ({ ...values, lineId: lineId ?? '' }), [lineId]);
  const { form, submit } = useContractForm(UpdateLineLateThresholdsBody, { toInput });
  const update = useMutation({
    mutationFn: (body: UpdateLineLateThresholdsBody) => call(updateLineLateThresholds, { body }),
    onSuccess: ({ line: saved }) => {
      void client.invalidateQueries({ queryKey: LATENESS_KEY });
      void message.success(`已保存 ${saved.lineCode} 的晚点补偿阈值`);
      onClose();
    },
  });
  return (
    <Modal open={line !== null} title={`晚点补偿阈值 ${line?.lineCode ?? ''} ${line?.lineName ?? ''}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {line ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => update.mutate(body))} initialValues={{ minorMinutes: line.minorMinutes, majorMinutes: line.majorMinutes }}>
          <Form.Item name="minorMinutes" label="半额补偿：到达上车站晚点超过（分钟）" extra="补偿车票实付金额的 50%">
            <InputNumber min={1} max={600} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="majorMinutes" label="全额补偿：到达上车站晚点超过（分钟）" extra="补偿车票实付金额的 100%，须大于半额补偿阈值">
            <InputNumber min={1} max={600} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};

/** 线路晚点阈值: each line's two thresholds; a dispatcher changes a line's (audited). */
export const ThresholdsTab = () => {
  const canWrite = useCanCall(updateLineLateThresholds);
  const list = useQuery({ queryKey: THRESHOLDS_KEY, queryFn: ({ signal }) => call(listLineLateThresholds, { signal }) });
  const [editing, setEditing] = useState<LineLateThresholds | null>(null);

  const columns: TableColumnsType<LineLateThresholds> = [
    { title: '线路', key: 'line', render: (_: unknown, l: LineLateThresholds) => `${l.lineCode} ${l.lineName}` },
    { title: '状态', dataIndex: 'isActive', width: 90, render: (isActive: boolean) => (isActive ? <Tag color="success">运营中</Tag> : <Tag>已停运</Tag>) },
    { title: '半额补偿（50%）', dataIndex: 'minorMinutes', width: 150, render: (minutes: number) => `晚点超过 ${minutes} 分钟` },
    { title: '全额补偿（100%）', dataIndex: 'majorMinutes', width: 150, render: (minutes: number) => `晚点超过 ${minutes} 分钟` },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, l: LineLateThresholds) => (
              <Button type="link" size="small" onClick={() => setEditing(l)}>
                修改
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">按班次到达乘客上车站的时间与时刻表相比；修改后对之后判定的班次生效。</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      </Flex>
      <Table<LineLateThresholds> rowKey="lineId" size="small" bordered loading={list.isPending} columns={columns} dataSource={list.data?.lines ?? []} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      <ThresholdsModal line={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
};
