import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addReturnWorkStaff,
  bookReturnWorkShuttle,
  collectReturnWork,
  employerReturnWorkList,
  enrolReturnWork,
  importReturnWorkStaff,
  myReturnWork,
  myReturnWorkRequests,
  removeReturnWorkStaff,
  returnWorkCampaign,
  returnWorkCampaigns,
  returnWorkEmployers,
  returnWorkEnrolment,
  returnWorkRequestDetail,
  type AddStaffBody,
  type BookShuttleBody,
  type CollectBody,
  type EnrolBody,
} from '@udian/contracts/endpoints/return-work/return-work';
import { call, type CallResult } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { returnWorkKeys } from './return-work-keys';

/** The city's campaigns still taking enrolments (/returnWork/campaigns); public. */
export const useReturnWorkCampaigns = (cityId: number | undefined) =>
  useQuery({
    queryKey: returnWorkKeys.campaigns(cityId ?? 0),
    queryFn: async ({ signal }) => unwrap(await call(returnWorkCampaigns, { query: { cityId: cityId ?? 0 } }, { signal })).items,
    retry: retryTransportOnce,
    enabled: cityId !== undefined,
  });

/** One campaign with its declaration fields (/returnWork/campaign); an unknown one is shown by the page. */
export const useReturnWorkCampaign = (campaignId: string | null) =>
  useQuery({
    queryKey: returnWorkKeys.campaign(campaignId ?? ''),
    queryFn: async ({ signal }) => unwrap(await call(returnWorkCampaign, { query: { campaignId: campaignId ?? '' } }, { signal, failureToast: 'none' })).campaign,
    retry: retryTransportOnce,
    enabled: campaignId !== null,
  });

/** Every enrolment for the passenger's phone (/returnWork/mine). */
export const useMyReturnWork = (userId: string) =>
  useQuery({
    queryKey: returnWorkKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myReturnWork, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useReturnWorkEnrolment = (userId: string, enrolmentId: string) =>
  useQuery({
    queryKey: returnWorkKeys.enrolment(userId, enrolmentId),
    queryFn: async ({ signal }) => unwrap(await call(returnWorkEnrolment, { query: { enrolmentId } }, { signal, failureToast: 'none' })).enrolment,
    retry: retryTransportOnce,
  });

export const useMyReturnWorkRequests = (userId: string) =>
  useQuery({
    queryKey: returnWorkKeys.myRequests(userId),
    queryFn: async ({ signal }) => unwrap(await call(myReturnWorkRequests, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useReturnWorkRequest = (userId: string, requestId: string) =>
  useQuery({
    queryKey: returnWorkKeys.request(userId, requestId),
    queryFn: async ({ signal }) => unwrap(await call(returnWorkRequestDetail, { query: { requestId } }, { signal, failureToast: 'none' })).request,
    retry: retryTransportOnce,
  });

/** The enterprises whose contact the passenger is (/returnWork/employers). */
export const useReturnWorkEmployers = (userId: string) =>
  useQuery({
    queryKey: returnWorkKeys.employers(userId),
    queryFn: async ({ signal }) => unwrap(await call(returnWorkEmployers, {}, { signal })).items,
    retry: retryTransportOnce,
  });

/** An employer's list for a campaign, with who rides which shuttle (/returnWork/employer/list). */
export const useEmployerList = (userId: string, groupId: string, campaignId: string) =>
  useQuery({
    queryKey: returnWorkKeys.employerList(userId, groupId, campaignId),
    queryFn: async ({ signal }) => unwrap(await call(employerReturnWorkList, { query: { groupId, campaignId } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
  });

/**
 * A write whose raw result the page reads (a refusal is shown in the server's words on the form, never
 * toasted); a success marks every return-to-work query stale.
 */
const useReturnWorkWrite = <Input, Result extends { ok: boolean }>(send: (input: Input) => Promise<Result>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: returnWorkKeys.all });
    },
  });
};

export const useCollectReturnWork = () =>
  useReturnWorkWrite((body: CollectBody): Promise<CallResult<typeof collectReturnWork>> => call(collectReturnWork, { body }, { failureToast: 'none' }));

export const useEnrolReturnWork = () =>
  useReturnWorkWrite((body: EnrolBody): Promise<CallResult<typeof enrolReturnWork>> => call(enrolReturnWork, { body }, { failureToast: 'none' }));

export const useAddReturnWorkStaff = () =>
  useReturnWorkWrite((body: AddStaffBody): Promise<CallResult<typeof addReturnWorkStaff>> => call(addReturnWorkStaff, { body }, { failureToast: 'none' }));

export const useImportReturnWorkStaff = () =>
  useReturnWorkWrite(
    (body: { groupId: string; campaignId: string; csv: string }): Promise<CallResult<typeof importReturnWorkStaff>> => call(importReturnWorkStaff, { body }, { failureToast: 'none' }),
  );

/** 移除: a refusal (on a shuttle already) is toasted in the server's words. */
export const useRemoveReturnWorkStaff = () =>
  useReturnWorkWrite((body: { groupId: string; enrolmentId: string }): Promise<CallResult<typeof removeReturnWorkStaff>> => call(removeReturnWorkStaff, { body }));

export const useBookReturnWorkShuttle = () =>
  useReturnWorkWrite((body: BookShuttleBody): Promise<CallResult<typeof bookReturnWorkShuttle>> => call(bookReturnWorkShuttle, { body }, { failureToast: 'none' }));
