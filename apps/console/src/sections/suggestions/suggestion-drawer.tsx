import { endpointUrl } from '@udian/contracts/endpoint';
import {
  assignSuggestion,
  closeSuggestion,
  listSuggestionAssignees,
  opsSuggestionPhoto,
  replySuggestion,
  ReplySuggestionBody,
} from '@udian/contracts/endpoints/ops/feedback/suggestions';
import { photoOrientationTransform, suggestionCategoryLabels } from '@udian/contracts/feedback-rules';
import { suggestionStatusLabels, type OpsSuggestion } from '@udian/contracts/schemas/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Image, Input, Popconfirm, Select, Tag, Timeline, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useCanCall } from '../../app/use-can-call';
import { useContractForm } from '../../forms/contract-form';
import { shanghaiDateTime } from '../../lib/format';
import { ASSIGNEES_KEY, SUGGESTIONS_KEY } from './suggestion-keys';
import { suggestionStatusColors } from './suggestion-text';

type Props = { suggestion: OpsSuggestion | null; onClose: () => void; onChanged: (suggestion: OpsSuggestion) => void };

/** A write of the drawer: the answer replaces what it shows, the list is asked again. */
const useWrite = <I,>(send: (input: I) => Promise<{ suggestion: OpsSuggestion }>, onChanged: (s: OpsSuggestion) => void, done: string) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: send,
    meta: { isErrorHandled: true },
    onSuccess: ({ suggestion }) => {
      void message.success(done);
      onChanged(suggestion);
    },
    onSettled: () => client.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
  });
};

const AssignRow = ({ suggestion, onChanged }: { suggestion: OpsSuggestion; onChanged: (s: OpsSuggestion) => void }) => {
  const [operatorId, setOperatorId] = useState<string | undefined>(suggestion.assignee?.operatorId);
  const assignees = useQuery({ queryKey: ASSIGNEES_KEY, queryFn: ({ signal }) => call(listSuggestionAssignees, { signal }) });
  const assign = useWrite((body: { suggestionId: string; operatorId: string }) => call(assignSuggestion, { body }), onChanged, '已分派');
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="处理人"
          placeholder="选择处理人"
          style={{ minWidth: 200 }}
          value={operatorId}
          onChange={setOperatorId}
          loading={assignees.isFetching}
          options={(assignees.data?.items ?? []).map((o) => ({ value: o.operatorId, label: `${o.name}（${o.role === 'admin' ? '管理员' : '客服'}）` }))}
        />
        <Button onClick={() => operatorId && assign.mutate({ suggestionId: suggestion.suggestionId, operatorId })} disabled={!operatorId || operatorId === suggestion.assignee?.operatorId} loading={assign.isPending}>
          分派
        </Button>
      </Flex>
      {assign.isError ? <Alert type="error" showIcon title={failureText(assign.error)} role="alert" /> : null}
    </Flex>
  );
};

const ReplyForm = ({ suggestion, onChanged }: { suggestion: OpsSuggestion; onChanged: (s: OpsSuggestion) => void }) => {
  const suggestionId = suggestion.suggestionId;
  const toInput = useCallback((values: Record<string, unknown>) => ({ suggestionId, text: values.text ?? '' }), [suggestionId]);
  const { form, submit } = useContractForm(ReplySuggestionBody, { toInput });
  const reply = useWrite((body: z.output<typeof ReplySuggestionBody>) => call(replySuggestion, { body }), (s) => {
    form.resetFields();
    onChanged(s);
  }, '已回复，乘客可在 App 中查看');
  return (
    <Form form={form} name="suggestion-reply" layout="vertical" requiredMark={false} onFinish={submit((body) => reply.mutate(body))}>
      {reply.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={failureText(reply.error)} role="alert" /> : null}
      <Form.Item name="text" label="回复乘客" extra="乘客会在「投诉建议 → 我的反馈」中看到这条回复">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：已核实并批评教育该司机，感谢您的反馈" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        发送回复
      </Button>
    </Form>
  );
};

const CloseButton = ({ suggestion, onChanged }: { suggestion: OpsSuggestion; onChanged: (s: OpsSuggestion) => void }) => {
  const [note, setNote] = useState('');
  const close = useWrite((body: { suggestionId: string; note: string }) => call(closeSuggestion, { body }), onChanged, '已关闭');
  return (
    <>
      <Popconfirm
        title="关闭这条投诉建议？"
        description={<Input aria-label="关闭备注" placeholder="内部备注（选填，乘客看不到）" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />}
        okText="确认关闭"
        cancelText="取消"
        onConfirm={() => close.mutate({ suggestionId: suggestion.suggestionId, note })}
      >
        <Button danger loading={close.isPending}>
          关闭
        </Button>
      </Popconfirm>
      {close.isError ? <Alert type="error" showIcon title={failureText(close.error)} role="alert" /> : null}
    </>
  );
};

/**
 * One complaint or suggestion: what the passenger wrote and photographed (the photos come from the console's own
 * photo route, behind the session cookie), its replies, and 分派 / 回复 / 关闭 for the roles that may while open.
 */
export const SuggestionDrawer = ({ suggestion, onClose, onChanged }: Props) => {
  const canAssign = useCanCall(assignSuggestion);
  const canReply = useCanCall(replySuggestion);
  const canClose = useCanCall(closeSuggestion);
  const s = suggestion;
  const isOpen = s !== null && s.status !== 'closed';
  const details: DescriptionsProps['items'] = s
    ? [
        { key: 'category', label: '类型', children: suggestionCategoryLabels[s.category] },
        { key: 'status', label: '状态', children: <Tag color={suggestionStatusColors[s.status]}>{suggestionStatusLabels[s.status]}</Tag> },
        { key: 'passenger', label: '乘客手机号', children: <Typography.Text copyable>{s.passengerPhone}</Typography.Text> },
        { key: 'contact', label: '联系电话', children: s.contactPhone ? <Typography.Text copyable>{s.contactPhone}</Typography.Text> : '未填写' },
        { key: 'created', label: '提交时间', children: shanghaiDateTime(s.createdAt) },
        { key: 'assignee', label: '处理人', children: s.assignee?.name ?? '未分派' },
        { key: 'content', label: '内容', span: 2, children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{s.content}</Typography.Paragraph> },
        ...(s.status === 'closed' ? [{ key: 'closed', label: '关闭', span: 2, children: `${shanghaiDateTime(s.closedAt)}${s.closeNote ? `：${s.closeNote}` : ''}` }] : []),
      ]
    : [];

  return (
    <Drawer open={s !== null} title={s ? `投诉建议：${suggestionCategoryLabels[s.category]}` : '投诉建议'} size={760} onClose={onClose} destroyOnHidden>
      {s ? (
        <Flex vertical gap={16}>
          <Descriptions bordered size="small" column={2} items={details} />
          {s.photos.length > 0 ? (
            <Flex gap={8} wrap aria-label="乘客上传的图片">
              <Image.PreviewGroup>
                {s.photos.map((photo, i) => (
                  <Image
                    key={photo.photoId}
                    width={120}
                    height={120}
                    alt={`乘客上传的图片 ${i + 1}`}
                    src={`${endpointUrl(opsSuggestionPhoto)}?photoId=${photo.photoId}`}
                    style={{ objectFit: 'cover', transform: photoOrientationTransform(photo.orientation) }}
                  />
                ))}
              </Image.PreviewGroup>
            </Flex>
          ) : null}
          <Typography.Title level={5} style={{ margin: 0 }}>
            回复记录
          </Typography.Title>
          {s.replies.length === 0 ? (
            <Typography.Text type="secondary">还没有回复</Typography.Text>
          ) : (
            <Timeline
              items={s.replies.map((reply) => ({
                key: reply.replyId,
                children: (
                  <>
                    <Typography.Text type="secondary">
                      {reply.operatorName} · {shanghaiDateTime(reply.at)}
                    </Typography.Text>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{reply.text}</Typography.Paragraph>
                  </>
                ),
              }))}
            />
          )}
          {isOpen && canAssign ? <AssignRow key={s.suggestionId} suggestion={s} onChanged={onChanged} /> : null}
          {isOpen && canReply ? <ReplyForm key={`reply-${s.suggestionId}`} suggestion={s} onChanged={onChanged} /> : null}
          {isOpen && canClose ? (
            <Flex gap={8}>
              <CloseButton suggestion={s} onChanged={onChanged} />
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
};
