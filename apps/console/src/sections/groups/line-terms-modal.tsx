import { SetLineGroupBody, setLineGroup, type OpsGroup, type OpsGroupLine } from '@udian/contracts/endpoints/ops/groups/groups';
import { listOpsLines, type OpsLineSummary } from '@udian/contracts/endpoints/ops/network/network-lines';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { yuan } from '../../lib/format';
import { GROUPS_KEY, lineChoicesKey } from './group-keys';
import { groupFieldOf, payerLabel } from './group-text';
import { centsToYuanText, YUAN_PATTERN, yuanTextToCents } from '../../lib/yuan-input';
import { isAboveFare, toLineTermsInput, type LineTermsValues } from './line-terms-input';

/** Waits for the operator to stop typing before asking for lines. */
const useSettled = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** The network's lines, searched by code or name (20 at a time), as the line box's choices. */
const LinePicker = ({ value, onChange, exclude, onPicked }: { value?: string; onChange?: (id: string) => void; exclude: ReadonlySet<string>; onPicked: (line: OpsLineSummary | null) => void }) => {
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim(), 300);
  const lines = useQuery({
    queryKey: lineChoicesKey(q),
    queryFn: ({ signal }) => call(listOpsLines, { query: { q: q || undefined, page: 1, pageSize: 20 }, signal }),
  });
  const items = (lines.data?.items ?? []).filter((line) => !exclude.has(line.id));
  return (
    <Select
      aria-label="线路"
      value={value}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="输入线路编号或名称搜索"
      loading={lines.isFetching}
      notFoundContent={lines.isFetching ? '搜索中…' : '没有找到线路'}
      options={items.map((line) => ({ value: line.id, label: `${line.code} ${line.name}（¥${yuan(line.priceCents)}）${line.isActive ? '' : '（已停用）'}` }))}
      onChange={(id: string) => {
        onChange?.(id);
        onPicked(items.find((line) => line.id === id) ?? null);
      }}
    />
  );
};

type Props = {
  group: OpsGroup;
  /** null: 添加线路; a line of the group: change its terms. */
  editing: OpsGroupLine | null;
  isOpen: boolean;
  /** The group's lines now (left out of the choices when adding). */
  kept: readonly OpsGroupLine[];
  onClose: () => void;
};

/**
 * 添加线路 / 修改付款方式: keeps a line for the group's members with who pays; when the group pays, what a member
 * pays per ticket in yuan (0: free; the group pays the rest of the fare).
 */
export const LineTermsModal = ({ group, editing, isOpen, kept, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<OpsLineSummary | null>(null);
  const toInput = useCallback((values: Record<string, unknown>) => toLineTermsInput(group.groupId, { ...(values as LineTermsValues), lineId: editing?.line.lineId ?? (values.lineId as string | undefined) }), [group.groupId, editing]);
  const { form, submit } = useContractForm(SetLineGroupBody, { toInput });
  const payer = Form.useWatch('payer', form) as LineTermsValues['payer'];
  const fareCents = editing?.line.priceCents ?? picked?.priceCents;
  const exclude = useMemo(() => new Set(kept.map((k) => k.line.lineId)), [kept]);
  const save = useMutation({
    mutationFn: (body: z.output<typeof SetLineGroupBody>) => call(setLineGroup, { body }),
    meta: { isErrorHandled: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void message.success(editing ? '已保存' : '已添加线路');
      onClose();
    },
    onError: (error) => {
      const field = isApiError(error) ? groupFieldOf(error.code) : null;
      if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.desc] }]);
    },
  });
  const close = () => {
    setPicked(null);
    save.reset();
    onClose();
  };
  const initialValues: LineTermsValues = editing
    ? { payer: editing.payer, memberPriceCents: centsToYuanText(editing.memberPriceCents) }
    : { payer: 'group', memberPriceCents: '0' };

  return (
    <Modal
      open={isOpen}
      title={editing ? `修改付款方式：${editing.line.lineCode} ${editing.line.lineName}` : `添加线路：${group.name}`}
      okText={editing ? '保存' : '添加'}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      {isOpen ? (
        <Flex vertical gap={12}>
          {save.isError ? <Alert type="error" showIcon title="保存失败" description={failureText(save.error)} role="alert" /> : null}
          <Form form={form} layout="vertical" requiredMark={false} clearOnDestroy initialValues={initialValues} onFinish={submit((body) => save.mutate(body))}>
            {editing ? null : (
              <Form.Item name="lineId" label="线路" extra="添加后，该线路只有本单位的成员可以购买">
                <LinePicker exclude={exclude} onPicked={setPicked} />
              </Form.Item>
            )}
            <Form.Item name="payer" label="付款方">
              <Radio.Group
                options={[
                  { value: 'passenger', label: payerLabel('passenger', group.kind) },
                  { value: 'group', label: payerLabel('group', group.kind) },
                ]}
              />
            </Form.Item>
            {payer === 'group' ? (
              <Form.Item
                name="memberPriceCents"
                label="员工票价（元）"
                extra={`员工每张车票支付的金额，0 表示免费；其余部分由单位支付，计入对账单。${fareCents !== undefined ? `线路票价 ¥${yuan(fareCents)}。` : ''}`}
                rules={[
                  { pattern: YUAN_PATTERN, message: '请输入金额，最多两位小数' },
                  {
                    validator: async (_, value: unknown) => {
                      if (isAboveFare(yuanTextToCents(value), fareCents)) throw new Error(errorCatalogue.groupMemberPriceAboveFare.desc);
                    },
                  },
                ]}
              >
                <Input prefix="¥" inputMode="decimal" autoComplete="off" placeholder="如：0 或 2.50" style={{ width: 200 }} />
              </Form.Item>
            ) : (
              <Typography.Text type="secondary">成员按线路票价自行支付{fareCents !== undefined ? `（¥${yuan(fareCents)}）` : ''}，不计入对账单。</Typography.Text>
            )}
          </Form>
        </Flex>
      ) : null}
    </Modal>
  );
};
