import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { SaveTermBody, saveTerm } from '@udian/contracts/endpoints/ops/groups/schools';
import { TERM_MAX_CLOSED_DAYS, TERM_MAX_DAYS, type SchoolTerm } from '@udian/contracts/schemas/schools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, DatePicker, Flex, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useContractForm } from '../../forms/contract-form';
import { GROUPS_KEY } from './group-keys';
import { termFieldOf } from './group-text';
import { termFormValues, toSaveTermInput } from './term-input';

type Props = {
  group: OpsGroup;
  isOpen: boolean;
  /** null: 新增学期; a term of the school: change it. */
  term: SchoolTerm | null;
  onClose: () => void;
};

/**
 * 新增学期 / 编辑学期: the term's name, first and last day and the days without school within it (停课日). The
 * school's lines are kept on sale to the last term day; a term overlapping another of the school is refused.
 */
export const TermFormModal = ({ group, isOpen, term, onClose }: Props) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const termId = term?.termId;
  const toInput = useCallback((values: Record<string, unknown>) => toSaveTermInput(group.groupId, termId, values), [group.groupId, termId]);
  const { form, submit } = useContractForm(SaveTermBody, { toInput });
  const startsOn = Form.useWatch('startsOn', form) as Dayjs | undefined;
  const endsOn = Form.useWatch('endsOn', form) as Dayjs | undefined;
  const initialValues = useMemo(() => (term ? termFormValues(term) : { closedDays: [] }), [term]);
  const save = useMutation({
    mutationFn: (body: z.output<typeof SaveTermBody>) => call(saveTerm, { body }),
    meta: { isErrorHandled: true },
    onSuccess: ({ term: saved }) => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void message.success(term ? `已保存学期「${saved.name}」` : `已新增学期「${saved.name}」`);
      onClose();
    },
    onError: (error) => {
      const field = isApiError(error) ? termFieldOf(error.code) : null;
      if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.desc] }]);
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  // A closed day lies within the term: days outside the picked dates cannot be chosen (the contract checks too).
  const isOutsideTerm = (day: Dayjs) => Boolean((startsOn && day.isBefore(startsOn, 'day')) || (endsOn && day.isAfter(endsOn, 'day')));

  return (
    <Modal
      open={isOpen}
      title={term ? `编辑学期：${term.name}` : '新增学期'}
      okText={term ? '保存' : '新增'}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={560}
    >
      {save.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="保存失败" description={failureText(save.error)} role="alert" /> : null}
      <Form form={form} name="school-term" layout="vertical" requiredMark={false} clearOnDestroy initialValues={initialValues} onFinish={submit((body) => save.mutate(body))}>
        <Form.Item name="name" label="学期名称">
          <Input autoComplete="off" maxLength={30} placeholder="如：2026 年秋季学期" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="startsOn" label="开始日期" style={{ flex: 1 }}>
            <DatePicker style={{ width: '100%' }} placeholder="第一天" />
          </Form.Item>
          <Form.Item name="endsOn" label="结束日期" style={{ flex: 1 }} extra={`学期最长 ${TERM_MAX_DAYS} 天`}>
            <DatePicker style={{ width: '100%' }} placeholder="最后一天" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="closedDays"
          label="停课日（可选）"
          extra={`学期内学校停课的日子（如运动会、临时停课），最多 ${TERM_MAX_CLOSED_DAYS} 天；法定节假日、周末及调休按国家日历自动处理，无需填写。学期票不含停课日。`}
        >
          <DatePicker multiple maxTagCount="responsive" style={{ width: '100%' }} disabledDate={isOutsideTerm} placeholder="选择停课日" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
