import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  WEEKDAY_LABELS,
  listPeriodPassProducts,
  savePeriodPassProduct,
  SavePeriodPassProductBody,
  type OpsPeriodPassProduct,
} from '@udian/contracts/endpoints/ops/network/period-pass-products';
import { periodPassKindLabels, type PeriodPassKind } from '@udian/contracts/schemas/pass-tag';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { useOperator } from '../../app/use-operator';
import { useContractForm } from '../../forms/contract-form';
import { periodPassesKey } from './network-keys';

const KINDS: readonly PeriodPassKind[] = ['month', 'week'];

/** '每月 20 日至 25 日', '每周四至周日': how a window reads. */
const windowText = ({ kind, saleFrom, saleTo }: Pick<OpsPeriodPassProduct, 'kind' | 'saleFrom' | 'saleTo'>): string => {
  if (kind === 'month') return saleFrom === saleTo ? `每月 ${saleFrom} 日` : `每月 ${saleFrom} 日至 ${saleTo} 日`;
  const from = WEEKDAY_LABELS[saleFrom - 1] ?? '';
  return saleFrom === saleTo ? `每${from}` : `每${from}至${WEEKDAY_LABELS[saleTo - 1] ?? ''}`;
};

const discountText = (percent: number): string => (percent >= 100 ? '原价' : `${percent / 10} 折`);

const weekdayOptions = WEEKDAY_LABELS.map((label, i) => ({ label, value: i + 1 }));

type EditorProps = { lineId: string; lineLabel: string; kind: PeriodPassKind; product: OpsPeriodPassProduct | undefined; onClose: () => void };

/** 设置月票 / 设置周票: the price rule and the window, validated by the contract the server parses it with. */
const PassEditor = ({ lineId, lineLabel, kind, product, onClose }: EditorProps) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { form, submit } = useContractForm(SavePeriodPassProductBody, { toInput: (values) => ({ ...values, lineId, kind }) });
  const save = useMutation({
    mutationFn: (body: SavePeriodPassProductBody) => call(savePeriodPassProduct, { body }),
    onSuccess: ({ product: saved }) => {
      void client.invalidateQueries({ queryKey: periodPassesKey(lineId) });
      void message.success(`已保存${periodPassKindLabels[saved.kind]}，${saved.isOnSale ? `${saved.nextSale.startsOn} 起售卖 ${saved.nextPeriod.startsOn} 至 ${saved.nextPeriod.endsOn}` : '已暂停售卖'}`);
      onClose();
    },
  });
  const label = periodPassKindLabels[kind];
  const initial = product ?? (kind === 'month' ? { discountPercent: 90, saleFrom: 20, saleTo: 25, isOnSale: true } : { discountPercent: 95, saleFrom: 4, saleTo: 7, isOnSale: true });
  return (
    <Modal open title={`设置${label} · ${lineLabel}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden width={560}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit((body) => save.mutate(body))}
        initialValues={{ discountPercent: initial.discountPercent, saleFrom: initial.saleFrom, saleTo: initial.saleTo, isOnSale: initial.isOnSale }}
      >
        <Typography.Paragraph type="secondary">
          {kind === 'month'
            ? '月票售卖下一个自然月：乘客在每月的售卖日内购买下月线路运营的每一天（法定节假日不运营，调休上班日照常），每天占一个座位。'
            : '周票售卖下一周（周一至周日）：乘客在本周的售卖日内购买下周线路运营的每一天，每天占一个座位。'}
        </Typography.Paragraph>
        <Form.Item name="discountPercent" label="价格（按乘车日原价的百分比）" extra="100 为原价，85 为 8.5 折；可填 50 到 100">
          <InputNumber min={50} max={100} suffix="%" style={{ width: 200 }} />
        </Form.Item>
        <Space size="large" align="start">
          {kind === 'month' ? (
            <>
              <Form.Item name="saleFrom" label="每月开售日">
                <InputNumber min={1} max={31} suffix="日" style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="saleTo" label="每月停售日" extra="超过当月天数按当月最后一天">
                <InputNumber min={1} max={31} suffix="日" style={{ width: 160 }} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="saleFrom" label="每周开售日">
                <Select options={weekdayOptions} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="saleTo" label="每周停售日">
                <Select options={weekdayOptions} style={{ width: 160 }} />
              </Form.Item>
            </>
          )}
        </Space>
        <Form.Item name="isOnSale" label="开售" valuePropName="checked" extra="关闭后乘客看不到也买不了；已售出的不受影响">
          <Switch checkedChildren="售卖中" unCheckedChildren="已暂停" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** A line's 周期票 (decision 050): its weekly and monthly passes, their price rule, window, next period and sales. */
export const LinePeriodPasses = ({ lineId, lineLabel }: { lineId: string; lineLabel: string }) => {
  const me = useOperator();
  const canWrite = savePeriodPassProduct.operatorRoles?.includes(me.role) ?? false;
  const [editing, setEditing] = useState<PeriodPassKind | null>(null);
  const products = useQuery({ queryKey: periodPassesKey(lineId), queryFn: ({ signal }) => call(listPeriodPassProducts, { query: { lineId }, signal }) });
  const list = products.data?.products ?? [];
  const byKind = new Map(list.map((p) => [p.kind, p]));

  const columns: TableColumnsType<OpsPeriodPassProduct> = [
    { title: '类型', dataIndex: 'kind', width: 80, render: (kind: PeriodPassKind) => periodPassKindLabels[kind] },
    { title: '价格', dataIndex: 'discountPercent', width: 90, render: (percent: number) => discountText(percent) },
    { title: '售卖时间', key: 'window', render: (_, p) => windowText(p) },
    { title: '状态', dataIndex: 'isOnSale', width: 90, render: (isOnSale: boolean) => (isOnSale ? <Tag color="green">售卖中</Tag> : <Tag>已暂停</Tag>) },
    { title: '下一期', key: 'period', width: 220, render: (_, p) => `${p.nextPeriod.startsOn} 至 ${p.nextPeriod.endsOn}` },
    { title: '该期开售', key: 'sale', width: 210, render: (_, p) => `${p.nextSale.startsOn} 至 ${p.nextSale.endsOn}` },
    { title: '该期已售', dataIndex: 'soldCount', width: 90, align: 'right', render: (n: number) => `${n} 张` },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_: unknown, p: OpsPeriodPassProduct) => (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(p.kind)}>
                修改
              </Button>
            ),
          },
        ]
      : []),
  ];

  const missing = KINDS.filter((kind) => !byKind.has(kind));
  return (
    <Card
      title="周期票"
      size="small"
      extra={
        canWrite ? (
          <Space>
            {missing.map((kind) => (
              <Button key={kind} type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing(kind)}>
                设置{periodPassKindLabels[kind]}
              </Button>
            ))}
          </Space>
        ) : null
      }
    >
      <Table<OpsPeriodPassProduct>
        rowKey="id"
        size="small"
        loading={products.isPending}
        columns={columns}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: '未开通周期票' }}
      />
      {editing ? <PassEditor lineId={lineId} lineLabel={lineLabel} kind={editing} product={byKind.get(editing)} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
};
