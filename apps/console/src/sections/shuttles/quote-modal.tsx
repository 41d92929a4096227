import { QuoteShuttleBody, quoteShuttleRequest } from '@udian/contracts/endpoints/ops/groups/applications';
import type { ShuttleRequest } from '@udian/contracts/schemas/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { yuan } from '../../lib/format';
import { YUAN_PATTERN } from '../../lib/yuan-input';
import { initialQuoteValues, seatsFallShort, toQuoteInput, type QuoteFormValues } from './quote-input';
import { SHUTTLES_KEY } from './shuttle-keys';
import { capacityText } from './shuttle-text';

type Props = {
  /** The request to quote (again, while it is quoted); null: the modal is closed. */
  request: ShuttleRequest | null;
  onClose: () => void;
  /** The request as the server answered it, quoted. */
  onQuoted: (request: ShuttleRequest) => void;
};

const yuanRules = [{ pattern: YUAN_PATTERN, message: '请输入金额，最多两位小数' }];

/** The boxes antd has no rule for keep the contract's message until the next submit: a changed one drops it at once. */
const COUNT_FIELDS = ['vehicles', 'seatsPerVehicle', 'validDays', 'note'] as const;
const clearCountIssues = (form: FormInstance, changed: QuoteFormValues) => {
  const names = COUNT_FIELDS.filter((name) => name in changed);
  if (names.length > 0) form.setFields(names.map((name) => ({ name, errors: [] })));
};

/** 共 N 座 against the headcount, once both counts are typed: a warning, not a refusal (a shuttle may run twice). */
const Capacity = ({ headcount }: { headcount: number }) => {
  const form = Form.useFormInstance();
  const vehicles = Form.useWatch('vehicles', form) as QuoteFormValues['vehicles'];
  const seatsPerVehicle = Form.useWatch('seatsPerVehicle', form) as QuoteFormValues['seatsPerVehicle'];
  if (typeof vehicles !== 'number' || typeof seatsPerVehicle !== 'number') return <Typography.Text type="secondary">需求人数 {headcount} 人</Typography.Text>;
  const text = `${capacityText(vehicles, seatsPerVehicle)}，需求人数 ${headcount} 人`;
  return seatsFallShort({ vehicles, seatsPerVehicle }, headcount) ? <Typography.Text type="warning">{text}：座位少于需求人数</Typography.Text> : <Typography.Text type="secondary">{text}</Typography.Text>;
};

/**
 * 报价 / 重新报价: the price per rider per ride and the monthly total in yuan (sent as integer cents), the vehicles
 * and their seats, a note and how many days the quote holds. The requester is texted; the quote shows on their
 * enterprise-custom-flow page, where they accept or decline it while it holds.
 */
export const QuoteModal = ({ request, onClose, onQuoted }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const requestId = request?.requestId ?? '';
  const toInput = useCallback((values: Record<string, unknown>) => toQuoteInput(requestId, values as QuoteFormValues), [requestId]);
  const { form, submit } = useContractForm(QuoteShuttleBody, { toInput });
  const isRequote = request?.status === 'quoted';
  const quote = useMutation({
    mutationFn: (body: z.output<typeof QuoteShuttleBody>) => call(quoteShuttleRequest, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ request: quoted }) => {
      const q = quoted.quote;
      void message.success(`已${isRequote ? '重新' : ''}报价${q ? `（¥${yuan(q.perRideCents)}/人次，有效期至 ${q.validUntil}）` : ''}，已短信通知 ${quoted.contactName}`);
      onQuoted(quoted);
      onClose();
    },
    // Whatever the answer (closed or accepted meanwhile), the list shows the request as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: SHUTTLES_KEY }),
  });
  const close = () => {
    quote.reset();
    onClose();
  };

  return (
    <Modal
      open={request !== null}
      title={request ? `${isRequote ? '重新报价' : '报价'}：${request.companyName}` : '报价'}
      okText={isRequote ? '重新报价' : '提交报价'}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={quote.isPending}
      destroyOnHidden
      width={620}
    >
      {request ? (
        <>
          {isRequote ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="新的报价将替换当前报价，有效期重新计算，企业会收到短信" /> : null}
          {quote.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="报价失败" description={failureText(quote.error)} role="alert" /> : null}
          <Form<QuoteFormValues>
            form={form}
            name="shuttle-quote"
            layout="vertical"
            requiredMark={false}
            clearOnDestroy
            initialValues={initialQuoteValues(request)}
            onFinish={submit((body) => quote.mutate(body))}
            onValuesChange={(changed: QuoteFormValues) => clearCountIssues(form, changed)}
          >
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="perRideCents" label="每人每次票价（元）" rules={yuanRules} extra="乘客每次乘车的价格">
                  <Input prefix="¥" inputMode="decimal" autoComplete="off" placeholder="如：12.50" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="monthlyCents" label="包月总价（元）" rules={yuanRules} extra="企业包车时每月的总价">
                  <Input prefix="¥" inputMode="decimal" autoComplete="off" placeholder="如：36000" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="vehicles" label="车辆数">
                  <InputNumber suffix="辆" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="seatsPerVehicle" label="每车座位数">
                  <InputNumber suffix="座" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item>
              <Capacity headcount={request.headcount} />
            </Form.Item>
            <Form.Item name="validDays" label="报价有效天数" extra="企业须在有效期内确认报价（至有效期最后一天北京时间 24 点），过期后需重新报价">
              <InputNumber suffix="天" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="note" label="报价说明" extra="企业可见：车型、停靠安排、计价方式等">
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
};
