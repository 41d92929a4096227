import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyCompanyLine,
  companyLineList,
  myRideApplications,
  withdrawRideApplication,
  type RideApplicationBody,
} from '@udian/contracts/endpoints/groups/company-lines';
import type { RideApplication } from '@udian/contracts/schemas/groups';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { useLineDetail } from '../../../api/queries/line-detail';
import { lineUserStatesKey } from '../../../api/queries/line-user-state';
import { groupKeys } from './group-keys';

/**
 * A city's company and park lines (/companyLine/list), all of them ('' keyword) or those matching a keyword
 * in their code, name, stations or enterprise; each says whether the viewer may buy it, so the key carries
 * the viewer.
 */
export const companyLinesQueryOptions = (userId: string, cityId: number, keyword: string) =>
  queryOptions({
    queryKey: groupKeys.companyLines(userId, cityId, keyword),
    queryFn: async ({ signal }) =>
      unwrap(await call(companyLineList, { query: keyword === '' ? { cityId } : { cityId, keyword } }, { signal })).items,
    staleTime: 60_000,
    retry: retryTransportOnce,
  });

export const useCompanyLines = (userId: string, cityId: number | undefined) =>
  useQuery({ ...companyLinesQueryOptions(userId, cityId ?? 0, ''), enabled: cityId !== undefined });

/** The search: nothing is asked for an empty keyword; the last results stay while the next are asked. */
export const useCompanyLineSearch = (userId: string, cityId: number | undefined, keyword: string) =>
  useQuery({ ...companyLinesQueryOptions(userId, cityId ?? 0, keyword), enabled: cityId !== undefined && keyword !== '', placeholderData: keepPreviousData });

/** The passenger's applications to ride, newest first (/companyLine/myApplications); never asked for a visitor. */
export const myApplicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: groupKeys.applications(userId),
    queryFn: async ({ signal }) => unwrap(await call(myRideApplications, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useMyApplications = (userId: string | null) =>
  useQuery({ ...myApplicationsQueryOptions(userId ?? ''), enabled: userId !== null });

/** The new or changed application first, then the others as they were. */
const withApplication = (items: readonly RideApplication[] | undefined, application: RideApplication): RideApplication[] => [
  application,
  ...(items ?? []).filter((item) => item.applicationId !== application.applicationId),
];

/**
 * 申请乘车 (/companyLine/apply). A refusal (already a member, one pending already, an open line) is the
 * server's words, kept in view by the form; the request helper toasts it too. The new application shows at
 * once on the line's page, and every group query is asked again.
 */
export const useApplyCompanyLine = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RideApplicationBody) => call(applyCompanyLine, { body }).then(unwrap),
    onSuccess: async ({ application }) => {
      client.setQueryData(groupKeys.applications(userId), (items: RideApplication[] | undefined) => withApplication(items, application));
      await client.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
};

/** 撤回申请 (/companyLine/application/withdraw), while it is pending. */
export const useWithdrawApplication = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => call(withdrawRideApplication, { body: { applicationId } }).then(unwrap),
    onSuccess: async ({ application }) => {
      client.setQueryData(groupKeys.applications(userId), (items: RideApplication[] | undefined) => withApplication(items, application));
      await Promise.all([client.invalidateQueries({ queryKey: groupKeys.all }), client.invalidateQueries({ queryKey: lineUserStatesKey() })]);
    },
  });
};

/**
 * One company line as its pages need it: the line (/line/detail/query, for its city, stops and times) and,
 * from its city's company lines, its enterprise, terms and whether the viewer may buy it. `item` is
 * undefined once both answered when the line is not a running company line.
 */
export const useCompanyLine = (userId: string | null, lineId: string) => {
  const detail = useLineDetail(lineId);
  const lines = useCompanyLines(userId ?? '', detail.data?.line.cityId);
  const failed = detail.isError ? detail : lines.isError ? lines : null;
  const isLoaded = detail.data !== undefined && lines.data !== undefined;
  return {
    detail: detail.data,
    item: lines.data?.find((candidate) => candidate.line.lineId === lineId),
    isLoaded,
    error: failed?.error ?? null,
    retry: () => void failed?.refetch(),
  };
};
