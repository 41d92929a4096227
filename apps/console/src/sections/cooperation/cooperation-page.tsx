import { ReloadOutlined } from '@ant-design/icons';
import { listCooperationLeads, markCooperationLead, MarkCooperationLeadBody } from '@udian/contracts/endpoints/ops/feedback/cooperation-leads';
import { COOPERATION_KINDS, cooperationKindLabels, type CooperationKind } from '@udian/contracts/feedback-rules';
import { CooperationLeadStatus, cooperationLeadStatusLabels, type CooperationLead } from '@udian/contracts/schemas/feedback';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Modal, Segmented, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useCanCall } from '../../app/use-can-call';
import { SectionPage } from '../../components/section-page';
import { useContractForm } from '../../forms/contract-form';
import { shanghaiDateTime } from '../../lib/format';

const PAGE_SIZE = 20;
const LEADS_KEY = ['cooperation-leads'] as const;
type StatusChoice = CooperationLeadStatus | 'all';
type Marking = { lead: CooperationLead; status: 'contacted' | 'closed' };

const statusColors: Record<CooperationLeadStatus, string> = { new: 'orange', contacted: 'blue', closed: 'default' };

/** 标记已联系 / 关闭: the lead's new state with a note, which the audit log keeps. */
const MarkModal = ({ marking, onClose }: { marking: Marking | null; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const leadId = marking?.lead.leadId ?? '';
  const status = marking?.status ?? 'contacted';
  const toInput = useCallback((values: Record<string, unknown>) => ({ leadId, status, note: values.note ?? '' }), [leadId, status]);
  const { form, submit } = useContractForm(MarkCooperationLeadBody, { toInput });
  const mark = useMutation({
    mutationFn: (body: z.output<typeof MarkCooperationLeadBody>) => call(markCooperationLead, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ lead }) => {
      void message.success(`「${lead.company}」已标记为${cooperationLeadStatusLabels[lead.status]}`);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: LEADS_KEY }),
  });
  const title = status === 'contacted' ? '标记已联系' : '关闭线索';
  return (
    <Modal open={marking !== null} title={title} okText={title} onOk={() => form.submit()} onCancel={onClose} confirmLoading={mark.isPending} destroyOnHidden>
      {marking ? (
        <>
          <Typography.Paragraph>
            {marking.lead.company}：{marking.lead.contactName} {marking.lead.phone}（{cooperationKindLabels[marking.lead.kind]}）
          </Typography.Paragraph>
          {mark.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failureText(mark.error)} role="alert" /> : null}
          <Form form={form} name="lead-mark" layout="vertical" requiredMark={false} onFinish={submit((body) => mark.mutate(body))}>
            <Form.Item name="note" label="备注" extra="2 到 200 个字，如沟通结果、下一步安排">
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：已电话沟通，下周发送报价" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};

/**
 * 商务合作 线索 (decision 057): the leads companies leave on business-cooperation, newest first, by state and
 * kind; customer service marks one contacted or closed with a note (audited).
 */
const CooperationPage = () => {
  const [status, setStatus] = useState<StatusChoice>('new');
  const [kind, setKind] = useState<CooperationKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [marking, setMarking] = useState<Marking | null>(null);
  const canMark = useCanCall(markCooperationLead);
  const list = useQuery({
    queryKey: [...LEADS_KEY, { status, kind, page }],
    queryFn: ({ signal }) => call(listCooperationLeads, { query: { ...(status === 'all' ? {} : { status }), ...(kind ? { kind } : {}), page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<CooperationLead> = [
    { title: '公司', dataIndex: 'company', width: 180, render: (company: string) => <Typography.Text strong>{company}</Typography.Text> },
    {
      title: '联系人',
      key: 'contact',
      width: 140,
      render: (_: unknown, l) => (
        <Flex vertical gap={0}>
          <span>{l.contactName}</span>
          <Typography.Text type="secondary" copyable>
            {l.phone}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '合作类型', dataIndex: 'kind', width: 120, render: (k: CooperationKind) => cooperationKindLabels[k] },
    { title: '合作需求', dataIndex: 'message', render: (text: string) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</Typography.Paragraph> },
    { title: '状态', dataIndex: 'status', width: 90, render: (st: CooperationLeadStatus) => <Tag color={statusColors[st]}>{cooperationLeadStatusLabels[st]}</Tag> },
    {
      title: '备注',
      key: 'note',
      width: 200,
      render: (_: unknown, l) => (l.note ? <Flex vertical gap={0}><span>{l.note}</span><Typography.Text type="secondary">{l.handledBy ? `${l.handledBy} · ` : ''}{shanghaiDateTime(l.handledAt)}</Typography.Text></Flex> : '—'),
    },
    { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_: unknown, l) =>
        canMark && l.status !== 'closed' ? (
          <Flex gap={4}>
            {l.status === 'new' ? (
              <Button size="small" type="link" onClick={() => setMarking({ lead: l, status: 'contacted' })}>
                标记已联系
              </Button>
            ) : null}
            <Button size="small" type="link" danger onClick={() => setMarking({ lead: l, status: 'closed' })}>
              关闭
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <SectionPage
      title="商务合作"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Segmented<StatusChoice>
            aria-label="线索状态"
            options={[...CooperationLeadStatus.options.map((s) => ({ label: cooperationLeadStatusLabels[s], value: s })), { label: '全部', value: 'all' as const }]}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <Select<CooperationKind>
            aria-label="合作类型"
            allowClear
            placeholder="全部类型"
            style={{ width: 160 }}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setPage(1);
            }}
            options={COOPERATION_KINDS.map((k) => ({ value: k, label: cooperationKindLabels[k] }))}
          />
          <Typography.Text type="secondary">待联系 {list.data?.fresh ?? 0} 条</Typography.Text>
        </Flex>
        <Table<CooperationLead>
          rowKey="leadId"
          size="small"
          bordered
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 1200 }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 条` }}
          locale={{ emptyText: status === 'all' ? '还没有商务合作线索' : `没有${cooperationLeadStatusLabels[status]}的线索` }}
        />
      </Flex>
      <MarkModal marking={marking} onClose={() => setMarking(null)} />
    </SectionPage>
  );
};

export default CooperationPage;
