import { ReloadOutlined } from '@ant-design/icons';
import { decideStudent, listStudents, type OpsStudent } from '@udian/contracts/endpoints/ops/groups/schools';
import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { StudentStatus, studentStatusLabels } from '@udian/contracts/schemas/schools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureText } from '../../app/query-client';
import { useCanCall } from '../../app/use-can-call';
import { shanghaiDateTime } from '../../lib/format';
import { decisionColumns, useApprove } from './decision-column';
import { groupStudentsKey } from './group-keys';
import { studentStatusColors } from './group-text';
import { RejectStudentModal } from './reject-student-modal';

const STUDENTS_PAGE_SIZE = 20;

export type StudentStatusChoice = StudentStatus | 'all';

/** Pending first: what the school has to decide is what it opens the tab for. */
const statusChoices: { label: string; value: StudentStatusChoice }[] = [
  ...StudentStatus.options.map((status) => ({ label: studentStatusLabels[status], value: status })),
  { label: '全部', value: 'all' },
];

/** The tab opens on the students waiting for a decision; the group page counts them from that same first page. */
export const STUDENTS_FIRST_CHOICE: StudentStatusChoice = 'pending';

/** A page of the school's students (the server orders pending first, newest first); every page also counts the pending. */
export const studentsQuery = (groupId: string, status: StudentStatusChoice, page: number) =>
  queryOptions({
    queryKey: groupStudentsKey(groupId, { status, page }),
    queryFn: ({ signal }) =>
      call(listStudents, { query: { groupId, ...(status === 'all' ? {} : { status }), page, pageSize: STUDENTS_PAGE_SIZE }, signal }),
  });

/**
 * 学生: the students guardians registered on the school's lines (decision 049). 通过 lets the guardian buy the
 * term pass and ride the school's lines; 不通过 needs a reason, which the guardian sees. Roles that may not decide only read.
 */
export const StudentsTab = ({ group }: { group: OpsGroup }) => {
  const canDecide = useCanCall(decideStudent);
  const [status, setStatus] = useState<StudentStatusChoice>(STUDENTS_FIRST_CHOICE);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<OpsStudent | null>(null);
  const students = useQuery({ ...studentsQuery(group.groupId, status, page), placeholderData: keepPreviousData, meta: { isErrorHandled: true } });
  const approve = useApprove(
    decideStudent,
    (studentId) => ({ studentId, isApproved: true }),
    ({ student }) => `已通过 ${student.name} 的登记，家长可购买学期票`,
  );

  const columns: TableColumnsType<OpsStudent> = [
    { title: '学生姓名', dataIndex: 'name', width: 90 },
    { title: '班级', dataIndex: 'className', width: 90 },
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    {
      title: '线路',
      key: 'line',
      render: (_: unknown, s) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{s.line.lineCode}</Typography.Text>
          <span>{s.line.lineName}</span>
        </Flex>
      ),
    },
    { title: '上车站—下车站', key: 'stops', render: (_: unknown, s) => `${s.board.name} — ${s.alight.name}` },
    { title: '家长手机', dataIndex: 'guardianPhone', width: 120 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 120,
      render: (st: StudentStatus, s) => (
        <Flex vertical gap={0} align="flex-start">
          <Tag color={studentStatusColors[st]}>{studentStatusLabels[st]}</Tag>
          {s.reason ? <Typography.Text type="secondary">原因：{s.reason}</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: '登记时间', dataIndex: 'createdAt', width: 100, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '学期票',
      dataIndex: 'hasTermPass',
      width: 70,
      render: (has: boolean) => (has ? <Tag color="blue">已购</Tag> : <Typography.Text type="secondary">未购</Typography.Text>),
    },
    ...decisionColumns<OpsStudent>({
      canDecide,
      idOf: (s) => s.studentId,
      confirmTitle: (s) => `通过 ${s.name} 的登记？`,
      confirmDescription: '通过后家长可为该学生购买学期票，乘坐本校线路。',
      approve,
      onReject: setRejecting,
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Segmented<StudentStatusChoice>
          aria-label="登记状态"
          options={statusChoices}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void students.refetch()} loading={students.isFetching}>
          刷新
        </Button>
      </Flex>
      <Typography.Text type="secondary">家长在乘客端为学生登记乘坐本校线路及上下车站。通过后家长可购买学期票；不通过须填写原因，家长会看到原因。</Typography.Text>
      {students.isError ? <Typography.Text type="danger" role="alert">{failureText(students.error)}</Typography.Text> : null}
      <Table<OpsStudent>
        rowKey="studentId"
        size="small"
        bordered
        loading={students.isFetching}
        columns={columns}
        dataSource={students.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: STUDENTS_PAGE_SIZE,
          total: students.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => `共 ${total} 名`,
        }}
        locale={{ emptyText: status === 'all' ? '还没有学生登记' : `没有${studentStatusLabels[status]}的学生` }}
      />
      {canDecide ? <RejectStudentModal student={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Flex>
  );
};
