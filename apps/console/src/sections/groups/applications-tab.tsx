import { ReloadOutlined } from '@ant-design/icons';
import { decideRideApplication, listRideApplications, type OpsRideApplication } from '@udian/contracts/endpoints/ops/groups/applications';
import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import { RideApplicationStatus, rideApplicationStatusLabels } from '@udian/contracts/schemas/groups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { decisionColumns, useApprove } from './decision-column';
import { groupApplicationsKey } from './group-keys';
import { applicationStatusColors } from './group-text';
import { RejectApplicationModal } from './reject-application-modal';
import { useCanCall } from '../../app/use-can-call';

const APPLICATIONS_PAGE_SIZE = 20;

type ApplicationStatusChoice = RideApplicationStatus | 'all';

const statusChoices: { label: string; value: ApplicationStatusChoice }[] = [
  { label: '全部', value: 'all' },
  ...RideApplicationStatus.options.map((status) => ({ label: rideApplicationStatusLabels[status], value: status })),
];

/**
 * A page of the group's ride applications, pending first (the server's order). The first page of all of them
 * also counts the pending, for the tab's label: the group page and the tab share that answer.
 */
export const applicationsQuery = (groupId: string, status: ApplicationStatusChoice, page: number) =>
  queryOptions({
    queryKey: groupApplicationsKey(groupId, { status, page }),
    queryFn: ({ signal }) =>
      call(listRideApplications, { query: { groupId, ...(status === 'all' ? {} : { status }), page, pageSize: APPLICATIONS_PAGE_SIZE }, signal }),
  });

const orDash = (text: string) => text || '—';

/**
 * 乘车申请: passengers asking to ride the group's lines (company-line-apply). 通过 makes the applicant a member
 * (认证方式 单位审批); 不通过 needs a reason. Both are texted to the applicant. Roles that may not decide only read.
 */
export const ApplicationsTab = ({ group }: { group: OpsGroup }) => {
  const canDecide = useCanCall(decideRideApplication);
  const [status, setStatus] = useState<ApplicationStatusChoice>('all');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<OpsRideApplication | null>(null);
  const applications = useQuery({ ...applicationsQuery(group.groupId, status, page), placeholderData: keepPreviousData });
  const approve = useApprove(
    decideRideApplication,
    (applicationId) => ({ applicationId, isApproved: true }),
    ({ application }) => `已通过 ${application.name} 的申请，TA 已成为本单位成员`,
  );

  const columns: TableColumnsType<OpsRideApplication> = [
    { title: '姓名', dataIndex: 'name', width: 90 },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '工号', dataIndex: 'employeeNo', width: 90, render: orDash },
    { title: '部门', dataIndex: 'department', width: 100, render: orDash },
    {
      title: '申请线路',
      key: 'line',
      render: (_: unknown, a) => (
        <Flex vertical gap={0}>
          <Typography.Text strong>{a.line.lineCode}</Typography.Text>
          <span>{a.line.lineName}</span>
        </Flex>
      ),
    },
    { title: '备注', dataIndex: 'note', render: orDash },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: RideApplicationStatus) => <Tag color={applicationStatusColors[s]}>{rideApplicationStatusLabels[s]}</Tag>,
    },
    { title: '申请时间', dataIndex: 'createdAt', width: 100, render: (at: string) => shanghaiDateTime(at) },
    {
      title: '处理',
      key: 'decided',
      width: 170,
      render: (_: unknown, a) =>
        a.decidedAt ? (
          <Flex vertical gap={0}>
            <span>{shanghaiDateTime(a.decidedAt)}</span>
            {a.reason ? <Typography.Text type="secondary">原因：{a.reason}</Typography.Text> : null}
          </Flex>
        ) : (
          '—'
        ),
    },
    ...decisionColumns<OpsRideApplication>({
      canDecide,
      idOf: (a) => a.applicationId,
      confirmTitle: (a) => `通过 ${a.name} 的申请？`,
      confirmDescription: '通过后 TA 成为本单位的认证成员，可购买本单位的线路；申请人会收到短信通知。',
      approve,
      onReject: setRejecting,
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Segmented<ApplicationStatusChoice>
          aria-label="申请状态"
          options={statusChoices}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void applications.refetch()} loading={applications.isFetching}>
          刷新
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        乘客申请乘坐本单位的线路。通过后该乘客成为本单位的认证成员（认证方式：单位审批），可购买本单位的线路；不通过须填写原因。处理结果会短信通知申请人。
      </Typography.Text>
      <Table<OpsRideApplication>
        rowKey="applicationId"
        size="small"
        bordered
        loading={applications.isFetching}
        columns={columns}
        dataSource={applications.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: APPLICATIONS_PAGE_SIZE,
          total: applications.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => `共 ${total} 条`,
        }}
        locale={{ emptyText: status === 'all' ? '还没有乘车申请' : `没有${rideApplicationStatusLabels[status]}的申请` }}
      />
      {canDecide ? <RejectApplicationModal application={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Flex>
  );
};
