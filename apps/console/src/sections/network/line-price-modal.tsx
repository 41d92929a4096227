import { SetLinePriceBody, setLinePrice } from '@udian/contracts/endpoints/ops/network/line-price';
import type { OpsLineSummary } from '@udian/contracts/endpoints/ops/network/network-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { centsToYuanText, yuanTextToCents } from '../../lib/yuan-input';
import { yuan } from '../../lib/format';
import { NETWORK_KEY } from './network-keys';

type Props = { line: OpsLineSummary; onClose: () => void };

/** What the line is sold at now, in words: 暂未定价, a price from, or its one price. */
export const linePriceText = (line: Pick<OpsLineSummary, 'isPriced' | 'hasStopFares' | 'priceCents'>): string =>
  !line.isPriced ? '暂未定价' : line.hasStopFares ? `¥${yuan(line.priceCents)}起` : `¥${yuan(line.priceCents)}`;

/**
 * 设置票价 (decision 062): one price for every pair of the line's stops. An unpriced line goes on sale at it; fares
 * between stops are replaced; departures still to leave carry it, tickets already sold keep theirs.
 */
export const LinePriceModal = ({ line, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { form, submit } = useContractForm(SetLinePriceBody, {
    toInput: (values) => ({ lineId: line.id, priceCents: yuanTextToCents(values.priceCents) }),
  });
  const save = useMutation({
    mutationFn: (body: SetLinePriceBody) => call(setLinePrice, { body }),
    onSuccess: (saved) => {
      void message.success(`${line.code} 票价已设为 ¥${yuan(saved.priceCents)}，${saved.departuresRepriced} 个未发车班次随之调价`);
      void client.invalidateQueries({ queryKey: NETWORK_KEY });
      onClose();
    },
  });
  return (
    <Modal open title={`设置票价 · ${line.code} ${line.name}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden>
      {line.hasStopFares && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="该线路按区间计价，保存后所有区间统一为此票价" />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit((body) => save.mutate(body))}
        initialValues={{ priceCents: line.isPriced ? centsToYuanText(line.priceCents) : '' }}
      >
        <Form.Item name="priceCents" label="票价（元/人次）" extra="未发车的班次按新票价销售；已售车票保持原价">
          <Input prefix="¥" inputMode="decimal" autoFocus style={{ width: 200 }} aria-label="票价" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
