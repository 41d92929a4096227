import { CreateCampaignBody, createReturnWorkCampaign, type OpsCampaign } from '@udian/contracts/endpoints/ops/return-work/return-work';
import { DeclarationKind, declarationKindLabels } from '@udian/contracts/schemas/return-work';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Flex, Form, Input, Modal, Select, Switch } from 'antd';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useCities } from '../../app/use-cities';
import { useContractForm } from '../../forms/contract-form';
import { YUAN_PATTERN } from '../../lib/yuan-input';
import { DEFAULT_FIELDS, toCampaignInput, type CampaignFormValues } from './campaign-input';
import { RETURN_WORK_KEY } from './return-work-keys';

type Props = { isOpen: boolean; onClose: () => void; onCreated: (campaign: OpsCampaign) => void };

const kindOptions = DeclarationKind.options.map((kind) => ({ value: kind, label: declarationKindLabels[kind] }));

/**
 * 开启活动: a campaign's name, city, the days it covers, what an employer pays per rider and ride (0: free), a
 * word about it, and the declaration fields it asks, each a key, a label, a kind and whether it is required.
 * The server checks every enrolment's answers against this list.
 */
export const CampaignFormModal = ({ isOpen, onClose, onCreated }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { cities } = useCities();
  const { form, submit } = useContractForm(CreateCampaignBody, { toInput: (values) => toCampaignInput(values as CampaignFormValues) });
  const create = useMutation({
    mutationFn: (body: z.output<typeof CreateCampaignBody>) => call(createReturnWorkCampaign, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ campaign }) => {
      void message.success(`已开启活动「${campaign.name}」`);
      onCreated(campaign);
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: RETURN_WORK_KEY }),
  });
  return (
    <Modal open={isOpen} title="开启复工专线活动" okText="开启活动" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden width={760}>
      {create.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="开启失败" description={failureText(create.error)} role="alert" /> : null}
      <Form<CampaignFormValues>
        form={form}
        name="return-work-campaign"
        layout="vertical"
        requiredMark={false}
        clearOnDestroy
        initialValues={{ employerFareCents: '0', fields: DEFAULT_FIELDS, cityId: cities[0]?.id }}
        onFinish={submit((body) => create.mutate(body))}
      >
        <Form.Item name="name" label="活动名称">
          <Input autoComplete="off" maxLength={40} placeholder="如：2027 春节深圳复工专线" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="cityId" label="城市" style={{ flex: 1 }}>
            <Select aria-label="城市" options={cities.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          <Form.Item name="days" label="活动日期（含首尾）" style={{ flex: 2 }}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="employerFareCents" label="企业每人每次费用（元）" rules={[{ pattern: YUAN_PATTERN, message: '请输入金额，最多两位小数' }]} extra="企业为员工报名时由企业支付，记入企业对账单；个人报名免费乘坐。填 0 表示全部免费。">
          <Input prefix="¥" inputMode="decimal" autoComplete="off" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="intro" label="活动说明（乘客可见）">
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.List name="fields">
          {(items, { add, remove }) => (
            <Form.Item label="申报项" extra="乘客和企业报名时须填写的内容，服务端按这里的设置逐项校验。标识为字母开头的字母或数字。">
              <Flex vertical gap={8}>
                {items.map((item, index) => (
                  <Flex key={item.key} gap={8} align="baseline">
                    <Form.Item name={[item.name, 'key']} style={{ width: 140, marginBottom: 0 }}>
                      <Input aria-label={`第 ${index + 1} 项标识`} placeholder="标识，如 idNumber" autoComplete="off" />
                    </Form.Item>
                    <Form.Item name={[item.name, 'label']} style={{ flex: 1, marginBottom: 0 }}>
                      <Input aria-label={`第 ${index + 1} 项名称`} placeholder="名称，如 身份证号" autoComplete="off" maxLength={40} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'kind']} style={{ width: 130, marginBottom: 0 }}>
                      <Select aria-label={`第 ${index + 1} 项类型`} options={kindOptions} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'isRequired']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Switch aria-label={`第 ${index + 1} 项必填`} checkedChildren="必填" unCheckedChildren="选填" />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(item.name)}>
                      删除
                    </Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ kind: 'text', isRequired: true })} disabled={items.length >= 10} style={{ alignSelf: 'flex-start' }}>
                  添加申报项
                </Button>
              </Flex>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};
