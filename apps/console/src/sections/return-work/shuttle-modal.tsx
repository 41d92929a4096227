import {
  assignReturnWorkShuttle,
  CreateShuttleBody,
  createReturnWorkShuttle,
  type OpsEnrolment,
  type OpsShuttle,
} from '@udian/contracts/endpoints/ops/return-work/return-work';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Modal, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { RETURN_WORK_KEY } from './return-work-keys';
import { dayOf, defaultDepartureTime, stopsFrom, toShuttleInput, type ShuttleFormValues } from './shuttle-input';

type Props = {
  campaignId: string;
  /** The waiting enrolments to put on a shuttle; empty: the modal is closed. */
  enrolments: readonly OpsEnrolment[];
  shuttles: readonly OpsShuttle[];
  onClose: () => void;
  onDone: () => void;
};

type Mode = 'new' | 'existing';

const DEFAULT_SEATS = 45;

/**
 * 编入班车: puts the chosen waiting enrolments on a shuttle of their day: a new one (its code, time, the vehicle's
 * seats and plate, its stops, started from the enrolments' places; made as a line of its own) or one already
 * made with seats left. Each rider gets a ticket and a text; a shuttle never takes more than its seats.
 */
export const ShuttleModal = ({ campaignId, enrolments, shuttles, onClose, onDone }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const day = dayOf(enrolments);
  const fitting = shuttles.filter((s) => s.serviceDate === day && s.seats - s.riders >= enrolments.length);
  const [mode, setMode] = useState<Mode>('new');
  const [shuttleId, setShuttleId] = useState<string | null>(null);
  const { form, submit } = useContractForm(CreateShuttleBody, { toInput: (values) => toShuttleInput(campaignId, values as ShuttleFormValues) });
  const ids = enrolments.map((e) => e.enrolmentId);
  const assign = useMutation({
    mutationFn: async (input: { body?: z.output<typeof CreateShuttleBody>; shuttleId?: string }) => {
      const target = input.body ? (await call(createReturnWorkShuttle, { body: input.body })).shuttle.shuttleId : input.shuttleId!;
      return call(assignReturnWorkShuttle, { body: { shuttleId: target, enrolmentIds: ids } });
    },
    meta: { isErrorHandled: true },
    onSuccess: ({ shuttle, texted }) => {
      void message.success(`已将 ${enrolments.length} 人编入班车 ${shuttle.lineCode}（${shuttle.serviceDate} ${shuttle.departureTime}），已短信通知 ${texted} 人`);
      onDone();
      onClose();
    },
    onSettled: () => client.invalidateQueries({ queryKey: RETURN_WORK_KEY }),
  });
  const isOpen = enrolments.length > 0;
  const onOk = () => {
    if (mode === 'new') form.submit();
    else if (shuttleId) assign.mutate({ shuttleId });
  };

  return (
    <Modal
      open={isOpen}
      title={`编入班车：${enrolments.length} 人${day ? `，${day}` : ''}`}
      okText={mode === 'new' ? '创建班车并编入' : '编入班车'}
      okButtonProps={{ disabled: !day || (mode === 'existing' && !shuttleId) }}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={assign.isPending}
      destroyOnHidden
      width={820}
    >
      {!day ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="所选报名的乘车日期不同，一班车只在一天运行，请按日期分别编入" /> : null}
      {assign.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="编入失败" description={failureText(assign.error)} role="alert" /> : null}
      <Typography.Paragraph type="secondary">乘客：{enrolments.map((e) => e.name).join('、')}</Typography.Paragraph>
      <Segmented<Mode>
        aria-label="编入方式"
        options={[
          { label: '新建班车', value: 'new' },
          { label: `已有班车（${fitting.length}）`, value: 'existing', disabled: fitting.length === 0 },
        ]}
        value={mode}
        onChange={setMode}
        style={{ marginBottom: 16 }}
      />
      {mode === 'existing' ? (
        <Select
          aria-label="选择班车"
          style={{ width: '100%' }}
          placeholder="选择座位足够的班车"
          value={shuttleId}
          onChange={setShuttleId}
          options={fitting.map((s) => ({ value: s.shuttleId, label: `${s.lineCode} ${s.serviceDate} ${s.departureTime} ${s.fromName} → ${s.toName}（余 ${s.seats - s.riders} 座）` }))}
        />
      ) : day ? (
        <Form<ShuttleFormValues>
          form={form}
          name="return-work-shuttle"
          layout="vertical"
          requiredMark={false}
          clearOnDestroy
          initialValues={{ serviceDate: day, departureTime: defaultDepartureTime(day), seats: DEFAULT_SEATS, plate: '', stops: stopsFrom(enrolments) }}
          onFinish={submit((body) => assign.mutate({ body }))}
        >
          <Flex gap={16}>
            <Form.Item name="code" label="班车编号" style={{ flex: 1 }} extra="线路编号，本城市内不重复">
              <Input autoComplete="off" maxLength={16} placeholder="如：FG0205A" />
            </Form.Item>
            <Form.Item name="serviceDate" label="日期" style={{ width: 140 }}>
              <Input disabled />
            </Form.Item>
            <Form.Item name="departureTime" label="发车时间" style={{ width: 120 }}>
              <Input autoComplete="off" placeholder="HH:mm" maxLength={5} />
            </Form.Item>
            <Form.Item name="seats" label="车辆座位数" style={{ width: 120 }}>
              <InputNumber min={1} max={80} suffix="座" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="plate" label="车牌（可选）" style={{ width: 140 }}>
              <Input autoComplete="off" maxLength={12} placeholder="如：粤B·D12345" />
            </Form.Item>
          </Flex>
          <Form.List name="stops">
            {(items, { add, remove }) => (
              <Form.Item label="站点（按行驶顺序：集合点在前，复工地点在后）" extra="时间为距发车的分钟数，首站为 0；经纬度为 GCJ-02，已按报名地点填好">
                <Flex vertical gap={8}>
                  {items.map((item, index) => (
                    <Flex key={item.key} gap={8} align="baseline">
                      <Form.Item name={[item.name, 'name']} style={{ flex: 1, marginBottom: 0 }}>
                        <Input aria-label={`第 ${index + 1} 站名称`} autoComplete="off" maxLength={30} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'lng']} style={{ width: 130, marginBottom: 0 }}>
                        <InputNumber aria-label={`第 ${index + 1} 站经度`} step={0.0001} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'lat']} style={{ width: 120, marginBottom: 0 }}>
                        <InputNumber aria-label={`第 ${index + 1} 站纬度`} step={0.0001} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'minutesFromStart']} style={{ width: 110, marginBottom: 0 }}>
                        <InputNumber aria-label={`第 ${index + 1} 站分钟`} min={0} suffix="分" style={{ width: '100%' }} />
                      </Form.Item>
                      <Button type="link" danger onClick={() => remove(item.name)} disabled={items.length <= 2}>
                        删除
                      </Button>
                    </Flex>
                  ))}
                  <Button onClick={() => add({ minutesFromStart: null }, items.length - 1)} disabled={items.length >= 12} style={{ alignSelf: 'flex-start' }}>
                    添加途经站点
                  </Button>
                </Flex>
              </Form.Item>
            )}
          </Form.List>
        </Form>
      ) : null}
    </Modal>
  );
};
