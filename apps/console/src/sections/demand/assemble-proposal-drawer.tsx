import { CreateAssembleBody, createAssemble, suggestAssemble, type OpsAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import type { DemandCluster } from '@udian/contracts/endpoints/ops/demand/demand';
import { AssemblePeriodKind, assemblePeriodLabels, ASSEMBLE_SEATS_MAX, ASSEMBLE_TARGET_MAX } from '@udian/contracts/schemas/assemble';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, DatePicker, Drawer, Flex, Form, Input, InputNumber, Radio, Result, Select, Skeleton, TimePicker, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { shanghaiToday } from '../../lib/format';
import { CENTRE, proposalDefaults, proposalFieldOf, proposalStops, toCreateAssembleInput, type AssembleSuggestion } from './assemble-input';
import { clockPlus, distanceText, stopUseText } from './assemble-text';
import { assembleSuggestKey, DEMAND_KEY } from './demand-keys';
import { weekdaysText } from '../../lib/weekdays';
import { windowText } from './demand-text';

type City = { id: number; name: string };

const WEEKDAY_OPTIONS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((label, i) => ({ label, value: i + 1 }));
const PERIOD_OPTIONS = AssemblePeriodKind.options.map((kind) => ({ value: kind, label: assemblePeriodLabels[kind] }));
const FORM_NAME = 'assemble-proposal';

type Station = AssembleSuggestion['fromStations'][number];

/** A station list's choices: the stations near that end, nearest first with their distance, and a new station at the centre. */
const stationOptions = (stations: readonly Station[]) => [
  ...stations.map((s) => ({ value: s.id, label: `${s.name}（${distanceText(s.distanceM)}）` })),
  { value: CENTRE, label: '在需求中心新建站点' },
];

/** One end of the line: its stations in the order chosen and, when a new station is chosen, its name. */
const EndFields = ({
  form,
  end,
  suggestion,
}: {
  form: FormInstance;
  end: 'board' | 'alight';
  suggestion: AssembleSuggestion;
}) => {
  const isBoarding = end === 'board';
  const stations = isBoarding ? suggestion.fromStations : suggestion.toStations;
  const centre = isBoarding ? suggestion.from : suggestion.to;
  const idsName = isBoarding ? 'boardIds' : 'alightIds';
  const newName = isBoarding ? 'boardNewName' : 'alightNewName';
  const ids = (Form.useWatch(idsName, form) as string[] | undefined) ?? [];
  const label = isBoarding ? '上车站' : '下车站';
  return (
    <>
      <Form.Item
        name={idsName}
        label={label}
        extra={
          stations.length > 0
            ? `${isBoarding ? '起点' : '终点'}中心 2 公里内的站点，由近到远；按选择的先后排序，相邻两站相隔 3 分钟。`
            : `${isBoarding ? '起点' : '终点'}中心 2 公里内没有站点，可在需求中心新建站点。`
        }
      >
        <Select mode="multiple" options={stationOptions(stations)} placeholder={`选择${label}`} />
      </Form.Item>
      {ids.includes(CENTRE) ? (
        <Form.Item name={newName} label={`新建${label}名称`} extra={`位置：${isBoarding ? '起点' : '终点'}需求中心（${centre.name}，${centre.lng.toFixed(6)}, ${centre.lat.toFixed(6)}）`}>
          <Input autoComplete="off" maxLength={30} />
        </Form.Item>
      ) : null}
    </>
  );
};

/**
 * The stops as they will be sent, with their times from the departure: what the operator checks before
 * proposing. It is the form's 'stops' field, so the contract's issues about the stops show under it.
 */
const StopsPreview = ({ form, suggestion }: { form: FormInstance; suggestion: AssembleSuggestion; value?: unknown; id?: string }) => {
  const values = (Form.useWatch((all: Record<string, unknown>) => all, form) as Record<string, unknown> | undefined) ?? {};
  const departure = values.departureTime as Dayjs | null | undefined;
  const stops = proposalStops(values, suggestion);
  const nameOf = (stop: (typeof stops)[number]): string => {
    if ('stationId' in stop) return [...suggestion.fromStations, ...suggestion.toStations].find((s) => s.id === stop.stationId)?.name ?? stop.stationId;
    return `${stop.name || '（未命名）'}（新建）`;
  };
  if (stops.length === 0) return <Typography.Text type="secondary">请选择上车站和下车站</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {stops.map((stop, i) => (
        <Flex key={i} gap={12}>
          <Typography.Text style={{ width: 48 }}>{departure ? clockPlus(departure.format('HH:mm'), stop.minutesFromStart) : `+${stop.minutesFromStart} 分`}</Typography.Text>
          <Typography.Text type="secondary" style={{ width: 32 }}>
            {stopUseText(stop)}
          </Typography.Text>
          <Typography.Text>{nameOf(stop)}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
};

/** The proposal itself, once the suggestion for the cluster is in. */
const ProposalForm = ({
  cluster,
  suggestion,
  cities,
  onCreated,
  onCancel,
}: {
  cluster: DemandCluster;
  suggestion: AssembleSuggestion;
  cities: readonly City[];
  onCreated: (assemble: OpsAssemble) => void;
  onCancel: () => void;
}) => {
  const client = useQueryClient();
  const initialValues = useMemo(() => proposalDefaults(suggestion, shanghaiToday()), [suggestion]);
  const toInput = useCallback((values: Record<string, unknown>) => toCreateAssembleInput(cluster.demandIds, suggestion, values), [cluster.demandIds, suggestion]);
  const { form, submit } = useContractForm(CreateAssembleBody, { toInput });
  const create = useMutation({
    mutationFn: (body: z.output<typeof CreateAssembleBody>) => call(createAssemble, { body }),
    // The form says what went wrong, on its field when it is about one.
    meta: { isErrorHandled: true },
    onSuccess: ({ assemble }) => {
      void client.invalidateQueries({ queryKey: DEMAND_KEY });
      onCreated(assemble);
    },
    onError: (error) => {
      const field = isApiError(error) ? proposalFieldOf(error.code) : null;
      if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.desc] }]);
    },
  });
  const cityOptions = cities.map((city) => ({ value: city.id, label: city.name }));
  if (suggestion.cityId !== null && !cities.some((city) => city.id === suggestion.cityId)) cityOptions.push({ value: suggestion.cityId, label: `城市 ${suggestion.cityId}` });

  return (
    <Flex vertical gap={12}>
      <Alert
        type="info"
        showIcon
        title={`${cluster.from.name} → ${cluster.to.name}`}
        description={`${cluster.demands} 条需求，${suggestion.people} 人（含同路）；${windowText(cluster.timeKind, cluster.windowStart, cluster.windowEnd)}，${weekdaysText(cluster.weekdays)}`}
      />
      {create.isError ? <Alert type="error" showIcon title="发起失败" description={failureText(create.error)} role="alert" /> : null}
      <Form
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit((body) => create.mutate(body))}
      >
        <Flex gap={16}>
          <Form.Item name="cityId" label="城市" style={{ flex: 1 }}>
            <Select options={cityOptions} placeholder="选择城市" showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item name="code" label="线路编号" style={{ flex: 1 }} extra="1–16 位字母、数字或短横线">
            <Input autoComplete="off" maxLength={16} placeholder="如：DZ101" />
          </Form.Item>
        </Flex>
        <Form.Item name="name" label="线路名称">
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <EndFields form={form} end="board" suggestion={suggestion} />
        <EndFields form={form} end="alight" suggestion={suggestion} />
        <Flex gap={16}>
          <Form.Item name="departureTime" label="发车时间" style={{ flex: 1 }} extra="首站发车，北京时间">
            <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="runMinutes"
            label="全程分钟"
            style={{ flex: 1 }}
            extra="首个上车站到首个下车站"
            rules={[{ required: true, message: '请填写全程分钟' }]}
          >
            <InputNumber min={1} max={240} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="stops" label="站点与时刻">
          <StopsPreview form={form} suggestion={suggestion} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="price" label="票价（元）" style={{ flex: 1 }} extra="单程一人，最多两位小数">
            <Input prefix="¥" inputMode="decimal" autoComplete="off" placeholder="如：8.00" />
          </Form.Item>
          <Form.Item name="seats" label="座位数" style={{ flex: 1 }}>
            <InputNumber min={1} max={ASSEMBLE_SEATS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="target" label="成团人数" style={{ flex: 1 }} extra="截止前支付人数达到即成团">
            <InputNumber min={1} max={ASSEMBLE_TARGET_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="weekdays" label="运营日">
          <Checkbox.Group options={WEEKDAY_OPTIONS} />
        </Form.Item>
        <Form.Item name="followsCnWorkdays" valuePropName="checked" style={{ marginTop: -8 }}>
          <Checkbox>遵循法定节假日及调休</Checkbox>
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="firstDay" label="首班日期" style={{ flex: 1 }}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="periodKind" label="首期" style={{ flex: 1 }} extra="乘客一次购买首期全部日期的车票参与众筹">
            <Radio.Group options={PERIOD_OPTIONS} />
          </Form.Item>
        </Flex>
        <Form.Item name="deadline" label="截止时间" extra="北京时间；截止时支付人数未达成团人数，全部款项原路退回">
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" needConfirm={false} style={{ width: 240 }} />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            确认发起
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
};

/**
 * 发起众筹 from a cluster: the server suggests the stations near both ends, the city, days and a departure time;
 * the operator settles the line, price, seats, target, first period and deadline and proposes it.
 */
export const AssembleProposalDrawer = ({
  cluster,
  cities,
  onClose,
  onCreated,
}: {
  cluster: DemandCluster | null;
  cities: readonly City[];
  onClose: () => void;
  onCreated: (assemble: OpsAssemble) => void;
}) => {
  const demandIds = cluster?.demandIds.join(',') ?? '';
  const suggestion = useQuery({
    queryKey: assembleSuggestKey(demandIds),
    queryFn: ({ signal }) => call(suggestAssemble, { query: { demandIds }, signal }),
    enabled: cluster !== null,
    staleTime: 0,
  });
  return (
    <Drawer open={cluster !== null} title="发起众筹" size={760} onClose={onClose} destroyOnHidden>
      {cluster === null ? null : suggestion.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : suggestion.isError ? (
        <Result status="warning" title={failureText(suggestion.error)} extra={<Button onClick={() => void suggestion.refetch()}>重试</Button>} />
      ) : (
        <ProposalForm key={demandIds} cluster={cluster} suggestion={suggestion.data} cities={cities} onCreated={onCreated} onCancel={onClose} />
      )}
    </Drawer>
  );
};
