import { AuditOutlined, GiftOutlined, BranchesOutlined, CarOutlined, DashboardOutlined, EnvironmentOutlined, ProfileOutlined, ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { getDashboard } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { listOpsLines } from '@udian/contracts/endpoints/ops/network/network-lines';
import { listCouponTemplates } from '@udian/contracts/endpoints/ops/coupons/coupon-templates';
import { UsergroupAddOutlined } from '@ant-design/icons';
import { listInviteCampaigns } from '@udian/contracts/endpoints/ops/invitations/invite-campaigns';
import { listAuditLog } from '@udian/contracts/endpoints/ops/audit/audit-log';
import { listDepartures } from '@udian/contracts/endpoints/ops/departures/departures';
import { listVehicles } from '@udian/contracts/endpoints/ops/fleet/vehicles';
import { liveBuses } from '@udian/contracts/endpoints/ops/live/live-buses';
import { listOperators } from '@udian/contracts/endpoints/ops/operators/operators';
import { searchOrders } from '@udian/contracts/endpoints/ops/orders/order-search';
import { FieldTimeOutlined } from '@ant-design/icons';
import { listLatenessCompensations } from '@udian/contracts/endpoints/ops/lateness/lateness';
import { HeatMapOutlined } from '@ant-design/icons';
import { listDemands } from '@udian/contracts/endpoints/ops/demand/demand';
import { BankOutlined } from '@ant-design/icons';
import { listGroups } from '@udian/contracts/endpoints/ops/groups/groups';
import { SolutionOutlined } from '@ant-design/icons';
import { listShuttleRequests } from '@udian/contracts/endpoints/ops/groups/applications';
import { CarryOutOutlined } from '@ant-design/icons';
import { listStudentCharters } from '@udian/contracts/endpoints/ops/charters/student-charters';
import { RollbackOutlined } from '@ant-design/icons';
import { listReturnWorkCampaigns } from '@udian/contracts/endpoints/ops/return-work/return-work';
import { CommentOutlined, ShopOutlined } from '@ant-design/icons';
import { listSuggestions } from '@udian/contracts/endpoints/ops/feedback/suggestions';
import { listCooperationLeads } from '@udian/contracts/endpoints/ops/feedback/cooperation-leads';
import { FileTextOutlined } from '@ant-design/icons';
import { listContentPages } from '@udian/contracts/endpoints/ops/content/content-pages';
import type { Section } from './section-types';

/**
 * The console's menu, one row per section, in menu order. A row is shown to the roles its endpoint allows;
 * its page (sections/<key>/<key>-page.tsx, default export) is loaded when first opened.
 */
export const sections: readonly Section[] = [
  {
    key: 'dashboard',
    path: '/dashboard',
    label: '运营概览',
    icon: <DashboardOutlined />,
    endpoint: getDashboard,
    load: () => import('../sections/dashboard/dashboard-page'),
  },
  {
    key: 'network',
    path: '/network',
    label: '线路与站点',
    icon: <BranchesOutlined />,
    endpoint: listOpsLines,
    load: () => import('../sections/network/network-page'),
  },
  {
    key: 'departures',
    path: '/departures',
    label: '班次管理',
    icon: <ScheduleOutlined />,
    endpoint: listDepartures,
    load: () => import('../sections/departures/departures-page'),
  },
  {
    key: 'fleet',
    path: '/fleet',
    label: '车辆与司机',
    icon: <CarOutlined />,
    endpoint: listVehicles,
    load: () => import('../sections/fleet/fleet-page'),
  },
  {
    key: 'live',
    path: '/live',
    label: '实时监控',
    icon: <EnvironmentOutlined />,
    endpoint: liveBuses,
    load: () => import('../sections/live/live-page'),
  },
  {
    key: 'orders',
    path: '/orders',
    label: '订单与售后',
    icon: <ProfileOutlined />,
    endpoint: searchOrders,
    load: () => import('../sections/orders/orders-page'),
  },
  {
    key: 'coupons',
    path: '/coupons',
    label: '优惠券',
    icon: <GiftOutlined />,
    endpoint: listCouponTemplates,
    load: () => import('../sections/coupons/coupons-page'),
  },
  {
    key: 'invitations',
    path: '/invitations',
    label: '邀请有礼',
    icon: <UsergroupAddOutlined />,
    endpoint: listInviteCampaigns,
    load: () => import('../sections/invitations/invitations-page'),
  },
  {
    key: 'lateness',
    path: '/lateness',
    label: '晚点补偿',
    icon: <FieldTimeOutlined />,
    endpoint: listLatenessCompensations,
    load: () => import('../sections/lateness/lateness-page'),
  },
  {
    key: 'demand',
    path: '/demand',
    label: '需求征集',
    icon: <HeatMapOutlined />,
    endpoint: listDemands,
    load: () => import('../sections/demand/demand-page'),
  },
  {
    key: 'groups',
    path: '/groups',
    label: '单位管理',
    icon: <BankOutlined />,
    endpoint: listGroups,
    load: () => import('../sections/groups/groups-page'),
  },
  {
    key: 'shuttles',
    path: '/shuttles',
    label: '班车定制',
    icon: <SolutionOutlined />,
    endpoint: listShuttleRequests,
    load: () => import('../sections/shuttles/shuttles-page'),
  },
  {
    key: 'returnWork',
    path: '/return-work',
    label: '复工专线',
    icon: <RollbackOutlined />,
    endpoint: listReturnWorkCampaigns,
    load: () => import('../sections/return-work/return-work-page'),
  },
  {
    key: 'charters',
    path: '/charters',
    label: '学生包车',
    icon: <CarryOutOutlined />,
    endpoint: listStudentCharters,
    load: () => import('../sections/charters/charters-page'),
  },
  {
    key: 'suggestions',
    path: '/suggestions',
    label: '投诉建议',
    icon: <CommentOutlined />,
    endpoint: listSuggestions,
    load: () => import('../sections/suggestions/suggestions-page'),
  },
  {
    key: 'cooperation',
    path: '/cooperation',
    label: '商务合作',
    icon: <ShopOutlined />,
    endpoint: listCooperationLeads,
    load: () => import('../sections/cooperation/cooperation-page'),
  },
  {
    key: 'content',
    path: '/content',
    label: '内容管理',
    icon: <FileTextOutlined />,
    endpoint: listContentPages,
    load: () => import('../sections/content/content-page'),
  },
  {
    key: 'operators',
    path: '/operators',
    label: '运营账号',
    icon: <TeamOutlined />,
    endpoint: listOperators,
    load: () => import('../sections/operators/operators-page'),
  },
  {
    key: 'audit',
    path: '/audit',
    label: '操作日志',
    icon: <AuditOutlined />,
    endpoint: listAuditLog,
    load: () => import('../sections/audit/audit-page'),
  },
];
