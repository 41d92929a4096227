import { CreateDriverBody, UpdateDriverBody, createDriver, updateDriver } from '@udian/contracts/endpoints/ops/fleet/drivers';
import type { Driver } from '@udian/contracts/schemas/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useCallback } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { FLEET_KEY } from './fleet-keys';

const DriverFields = () => (
  <>
    <Form.Item name="name" label="姓名">
      <Input autoComplete="off" maxLength={20} />
    </Form.Item>
    <Form.Item name="phone" label="手机号">
      <Input autoComplete="off" inputMode="numeric" maxLength={11} />
    </Form.Item>
    <Form.Item name="licenseNo" label="驾驶证号">
      <Input autoComplete="off" maxLength={32} />
    </Form.Item>
  </>
);

export const CreateDriverModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { form, submit } = useContractForm(CreateDriverBody);
  const create = useMutation({
    mutationFn: (body: CreateDriverBody) => call(createDriver, { body }),
    onSuccess: ({ driver }) => {
      void client.invalidateQueries({ queryKey: FLEET_KEY });
      void message.success(`已添加司机 ${driver.name}`);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title="添加司机" okText="添加" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => create.mutate(body))}>
        <DriverFields />
      </Form>
    </Modal>
  );
};

export const EditDriverModal = ({ driver, onClose }: { driver: Driver | null; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = driver?.id;
  // An emptied licence number is a cleared one, not "unchanged".
  const toInput = useCallback((values: Record<string, unknown>) => ({ ...values, licenseNo: values.licenseNo ?? '', id: id ?? '' }) as UpdateDriverBody, [id]);
  const { form, submit } = useContractForm(UpdateDriverBody, { toInput });
  const update = useMutation({
    mutationFn: (body: UpdateDriverBody) => call(updateDriver, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: FLEET_KEY });
      void message.success('已保存');
      onClose();
    },
  });
  return (
    <Modal open={driver !== null} title={`编辑司机 ${driver?.name ?? ''}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {driver ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => update.mutate(body))}
          initialValues={{ name: driver.name, phone: driver.phone, licenseNo: driver.licenseNo }}
        >
          <DriverFields />
        </Form>
      ) : null}
    </Modal>
  );
};
