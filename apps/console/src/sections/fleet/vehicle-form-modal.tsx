import { CreateVehicleBody, UpdateVehicleBody, createVehicle, updateVehicle } from '@udian/contracts/endpoints/ops/fleet/vehicles';
import type { LineRef, Vehicle } from '@udian/contracts/schemas/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useCallback } from 'react';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { VEHICLES_KEY } from './fleet-keys';

const VehicleFields = ({ lines }: { lines: readonly LineRef[] }) => (
  <>
    <Form.Item name="plate" label="车牌号" extra="例如 粤B12345，新能源 粤BD12345">
      <Input autoComplete="off" maxLength={12} />
    </Form.Item>
    <Form.Item name="capacity" label="座位数">
      <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
    </Form.Item>
    <Form.Item name="lineId" label="所属线路" extra="可不选；车辆被派往其他线路的班次时，以班次为准">
      <Select allowClear showSearch optionFilterProp="label" placeholder="不指定" options={lines.map((l) => ({ value: l.id, label: `${l.code} ${l.name}` }))} />
    </Form.Item>
  </>
);

type CreateProps = { isOpen: boolean; lines: readonly LineRef[]; onClose: () => void };

export const CreateVehicleModal = ({ isOpen, lines, onClose }: CreateProps) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { form, submit } = useContractForm(CreateVehicleBody);
  const create = useMutation({
    mutationFn: (body: CreateVehicleBody) => call(createVehicle, { body }),
    onSuccess: ({ vehicle }) => {
      void client.invalidateQueries({ queryKey: VEHICLES_KEY });
      void message.success(`已添加车辆 ${vehicle.plate}`);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title="添加车辆" okText="添加" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => create.mutate(body))}>
        <VehicleFields lines={lines} />
      </Form>
    </Modal>
  );
};

type EditProps = { vehicle: Vehicle | null; lines: readonly LineRef[]; onClose: () => void };

export const EditVehicleModal = ({ vehicle, lines, onClose }: EditProps) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const id = vehicle?.id;
  // A cleared line select is "no line" (null), not "unchanged".
  const toInput = useCallback((values: Record<string, unknown>) => ({ ...values, lineId: values.lineId ?? null, id: id ?? '' }) as UpdateVehicleBody, [id]);
  const { form, submit } = useContractForm(UpdateVehicleBody, { toInput });
  const update = useMutation({
    mutationFn: (body: UpdateVehicleBody) => call(updateVehicle, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: VEHICLES_KEY });
      void message.success('已保存');
      onClose();
    },
  });
  return (
    <Modal open={vehicle !== null} title={`编辑车辆 ${vehicle?.plate ?? ''}`} okText="保存" onOk={() => form.submit()} onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {vehicle ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => update.mutate(body))}
          initialValues={{ plate: vehicle.plate, capacity: vehicle.capacity, lineId: vehicle.line?.id }}
        >
          <VehicleFields lines={lines} />
        </Form>
      ) : null}
    </Modal>
  );
};
