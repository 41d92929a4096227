import { CreateOdCampaignBody, createOdCampaign, UpdateOdCampaignBody, updateOdCampaign } from '@udian/contracts/endpoints/ops/demand/demand';
import { listOpsStations } from '@udian/contracts/endpoints/ops/network/network-lines';
import type { OdCampaign } from '@udian/contracts/schemas/demand';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useContractForm } from '../../forms/contract-form';
import { DEMAND_KEY, stationChoicesKey } from './demand-keys';
import { editFormValues, toCreateInput, toUpdateInput } from './od-campaign-input';

type City = { id: number; name: string };

/** Waits for the operator to stop typing before asking for stations. */
const useSettled = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * The campaign's shared end: picked from the network's stations (name, point and station filled in), or written
 * as a name with its GCJ-02 longitude and latitude. Moving the point by hand leaves the station.
 */
const PlaceFields = ({ form }: { form: FormInstance }) => {
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim(), 300);
  const stations = useQuery({
    queryKey: stationChoicesKey(q),
    queryFn: ({ signal }) => call(listOpsStations, { query: { q, page: 1, pageSize: 20 }, signal }),
    enabled: q.length > 0,
  });
  const items = stations.data?.items ?? [];
  const stationId = Form.useWatch(['place', 'stationId'], { form, preserve: true }) as string | null | undefined;
  const stationName = Form.useWatch(['place', 'name'], form) as string | undefined;
  return (
    <>
      <Form.Item label="从站点选择（可选）" extra="选择站点后自动填入名称和坐标；也可以直接填写下面的名称和坐标。">
        <Select
          aria-label="从站点选择"
          showSearch={{ filterOption: false, onSearch: setTyped }}
          placeholder="输入站点名称搜索"
          value={null}
          loading={stations.isFetching}
          notFoundContent={q ? (stations.isFetching ? '搜索中…' : '没有找到站点') : '输入站点名称搜索'}
          options={items.filter((s) => s.isValid).map((s) => ({ value: s.id, label: `${s.name}（${s.cityName}）` }))}
          onChange={(id: string) => {
            const station = items.find((s) => s.id === id);
            if (!station) return;
            const place = (form.getFieldValue('place') as Record<string, unknown> | undefined) ?? {};
            form.setFieldsValue({ place: { ...place, name: station.name, lng: station.lng, lat: station.lat, stationId: station.id } });
            form.setFields([
              { name: ['place', 'name'], errors: [] },
              { name: ['place', 'lng'], errors: [] },
              { name: ['place', 'lat'], errors: [] },
            ]);
          }}
        />
      </Form.Item>
      <Form.Item name={['place', 'name']} label="目的地名称（员工上班的园区或企业）">
        <Input autoComplete="off" maxLength={40} placeholder="如：科技园南区" />
      </Form.Item>
      {stationId ? (
        <Flex gap={8} align="center" style={{ marginTop: -16, marginBottom: 16 }}>
          <Typography.Text type="secondary">已关联站点：{stationName}</Typography.Text>
          <Button type="link" size="small" onClick={() => form.setFieldValue(['place', 'stationId'], null)}>
            取消关联
          </Button>
        </Flex>
      ) : null}
      <Form.Item name={['place', 'address']} label="详细地址（可选）">
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item name={['place', 'lng']} label="经度（GCJ-02）" style={{ flex: 1 }}>
          <InputNumber min={73} max={136} precision={6} step={0.001} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name={['place', 'lat']} label="纬度（GCJ-02）" style={{ flex: 1 }}>
          <InputNumber min={3} max={54} precision={6} step={0.001} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
    </>
  );
};

/** Both forms' fields after the city: name, organizer, the place, dates, target and the introduction. */
const CampaignFields = ({ form, isEditing }: { form: FormInstance; isEditing: boolean }) => (
  <>
    <Form.Item name="name" label="活动名称">
      <Input autoComplete="off" maxLength={40} placeholder="如：科技园南区通勤需求征集" />
    </Form.Item>
    <Form.Item name="organizer" label="征集对象">
      <Input autoComplete="off" maxLength={40} placeholder="如：科技园南区企业员工" />
    </Form.Item>
    <PlaceFields form={form} />
    <Flex gap={16}>
      <Form.Item name="startDate" label="开始日期（当天 0 点开始）" style={{ flex: 1 }}>
        <DatePicker allowClear={!isEditing} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="endDate" label="结束日期（当天 24 点结束）" style={{ flex: 1 }}>
        <DatePicker allowClear={!isEditing} style={{ width: '100%' }} />
      </Form.Item>
    </Flex>
    <Form.Item name="target" label="目标需求数（条）">
      <InputNumber min={1} precision={0} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="intro" label="活动介绍（乘客在征集页看到）">
      <Input.TextArea maxLength={1000} autoSize={{ minRows: 3, maxRows: 8 }} />
    </Form.Item>
  </>
);

/** A hand-moved point is no longer the station's. */
const leaveStationWhenMoved = (form: FormInstance) => (changed: Record<string, unknown>) => {
  const place = changed.place as Record<string, unknown> | undefined;
  if (place && ('lng' in place || 'lat' in place)) form.setFieldValue(['place', 'stationId'], null);
};

/** 创建征集活动. */
export const CreateOdCampaignModal = ({ isOpen, cities, onClose }: { isOpen: boolean; cities: readonly City[]; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const { form, submit } = useContractForm(CreateOdCampaignBody, { toInput: toCreateInput });
  const create = useMutation({
    mutationFn: (body: z.output<typeof CreateOdCampaignBody>) => call(createOdCampaign, { body }),
    onSuccess: ({ campaign }) => {
      void client.invalidateQueries({ queryKey: DEMAND_KEY });
      void message.success(`已创建征集活动「${campaign.name}」`);
      onClose();
    },
  });
  return (
    <Modal open={isOpen} title="创建征集活动" okText="创建" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden width={640}>
      {isOpen ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit((body) => create.mutate(body))}
          onValuesChange={leaveStationWhenMoved(form)}
          initialValues={{ intro: '', place: { name: '', address: '', stationId: null } }}
        >
          <Form.Item name="cityId" label="城市">
            <Select options={cities.map((city) => ({ value: city.id, label: city.name }))} placeholder="选择城市" />
          </Form.Item>
          <CampaignFields form={form} isEditing={false} />
        </Form>
      ) : null}
    </Modal>
  );
};

/** 编辑征集活动: only what changed is sent; the demands already submitted through it stay. */
export const EditOdCampaignModal = ({ campaign, cities, onClose }: { campaign: OdCampaign | null; cities: readonly City[]; onClose: () => void }) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const initial = useMemo(() => (campaign ? editFormValues(campaign) : null), [campaign]);
  const id = campaign?.id ?? '';
  const toInput = useCallback((values: Record<string, unknown>) => toUpdateInput(id, initial ?? {}, values), [id, initial]);
  const { form, submit } = useContractForm(UpdateOdCampaignBody, { toInput });
  const update = useMutation({
    mutationFn: (body: z.output<typeof UpdateOdCampaignBody>) => call(updateOdCampaign, { body }),
    onSuccess: ({ campaign: saved }) => {
      void client.invalidateQueries({ queryKey: DEMAND_KEY });
      void message.success(`已保存征集活动「${saved.name}」`);
      onClose();
    },
  });
  const cityName = cities.find((city) => city.id === campaign?.cityId)?.name ?? '';
  return (
    <Modal
      open={campaign !== null}
      title={`编辑征集活动 ${campaign?.name ?? ''}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
      width={640}
    >
      {campaign && initial ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit((body) => update.mutate(body))} onValuesChange={leaveStationWhenMoved(form)} initialValues={initial}>
          {cityName ? (
            <Form.Item label="城市">
              <Typography.Text>{cityName}</Typography.Text>
            </Form.Item>
          ) : null}
          <CampaignFields form={form} isEditing />
        </Form>
      ) : null}
    </Modal>
  );
};
