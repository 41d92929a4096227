import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { archiveCouponTemplate, createCouponTemplate, listCouponTemplates } from '@udian/contracts/endpoints/ops/coupons/coupon-templates';
import type { CouponTemplate } from '@udian/contracts/schemas/coupon-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { COUPONS_KEY, TEMPLATES_KEY } from './coupon-keys';
import { couponKindLabels, couponValueText, lineTypeLabels } from './coupon-text';
import { TemplateFormModal } from './template-form-modal';
import { useCanCall } from '../../app/use-can-call';

const purposeTags: Record<CouponTemplate['purpose'], string | null> = { general: null, welcome: '新人券', lateness: '晚点补偿' };

const validityText = (t: CouponTemplate): string =>
  t.validDays !== null ? `领取后 ${t.validDays} 天` : `${shanghaiDateTime(t.fixedValidFrom)} 至 ${shanghaiDateTime(t.fixedValidTo)}`;

const scopeText = (t: CouponTemplate): string => {
  const parts = [t.lines.length > 0 ? t.lines.map((l) => l.name).join('、') : '', t.lineTypes.length > 0 ? t.lineTypes.map((type) => lineTypeLabels[type] ?? type).join('、') : ''];
  return parts.filter(Boolean).join('；') || '全部线路';
};

/** 券模板: what each coupon takes off, where and for how long; archived ones last. */
export const TemplatesTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCanCall(createCouponTemplate);
  const templates = useQuery({ queryKey: TEMPLATES_KEY, queryFn: ({ signal }) => call(listCouponTemplates, { signal }) });
  const [editing, setEditing] = useState<{ template: CouponTemplate | null } | null>(null);
  const archive = useMutation({
    mutationFn: (body: { id: string; isArchived: boolean }) => call(archiveCouponTemplate, { body }),
    onSuccess: ({ template }) => {
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      void message.success(template.isArchived ? `已归档「${template.name}」` : `已恢复「${template.name}」`);
    },
  });

  const columns: TableColumnsType<CouponTemplate> = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, t) => (
        <Space size={4} wrap>
          {name}
          {purposeTags[t.purpose] ? <Tag color="blue">{purposeTags[t.purpose]}</Tag> : null}
          {t.isArchived ? <Tag>已归档</Tag> : null}
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'kind', width: 100, render: (kind: CouponTemplate['kind']) => couponKindLabels[kind] },
    { title: '优惠', key: 'value', width: 200, render: (_: unknown, t) => couponValueText(t) },
    { title: '适用', key: 'scope', render: (_: unknown, t) => scopeText(t) },
    { title: '有效期', key: 'validity', width: 220, render: (_: unknown, t) => validityText(t) },
    { title: '已发放', dataIndex: 'issuedCount', width: 90, align: 'right' },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, t: CouponTemplate) =>
              t.purpose === 'lateness' ? (
                '—'
              ) : (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ template: t })}>
                    编辑
                  </Button>
                  <Button type="link" size="small" onClick={() => archive.mutate({ id: t.id, isArchived: !t.isArchived })}>
                    {t.isArchived ? '恢复' : '归档'}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} onClick={() => void templates.refetch()} loading={templates.isFetching}>
          刷新
        </Button>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ template: null })}>
            添加券模板
          </Button>
        ) : null}
      </Flex>
      <Table<CouponTemplate> rowKey="id" size="small" bordered loading={templates.isPending} columns={columns} dataSource={templates.data?.templates ?? []} pagination={{ pageSize: 50, hideOnSinglePage: true }} />
      <TemplateFormModal isOpen={editing !== null} template={editing?.template ?? null} onClose={() => setEditing(null)} />
    </Flex>
  );
};
