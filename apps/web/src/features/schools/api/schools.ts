import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupDetail, groupLines, searchGroups } from '@udian/contracts/endpoints/groups/groups';
import {
  myStudents,
  registerStudent,
  schoolNotices,
  schoolTerms,
  studentRides,
  termPassCreate,
  termPassQuote,
  withdrawStudent,
  type RegisterStudentBody,
} from '@udian/contracts/endpoints/schools/schools';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { Student } from '@udian/contracts/schemas/schools';
import { call, type CallResult } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { schoolKeys } from './school-keys';

/** Schools whose name, short name or pinyin initials match (/group/search kind=school); public. */
export const schoolSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: schoolKeys.search(keyword),
    queryFn: async ({ signal }) => unwrap(await call(searchGroups, { query: { keyword, kind: 'school' } }, { signal })).items,
    staleTime: 60_000,
    retry: retryTransportOnce,
    placeholderData: keepPreviousData,
  });

/** Nothing is asked for an empty keyword. */
export const useSchoolSearch = (keyword: string) => useQuery({ ...schoolSearchQueryOptions(keyword), enabled: keyword !== '' });

/** The schools of a city, listed before anything is typed. */
export const useCitySchools = (cityId: number | undefined) =>
  useQuery({
    queryKey: schoolKeys.ofCity(cityId ?? 0),
    queryFn: async ({ signal }) => unwrap(await call(searchGroups, { query: { cityId, kind: 'school' } }, { signal })).items,
    staleTime: 60_000,
    retry: retryTransportOnce,
    enabled: cityId !== undefined,
  });

/** One school (/group/detail). An unknown group is shown by the page, not toasted. */
export const useSchool = (groupId: string) =>
  useQuery({
    queryKey: schoolKeys.detail(groupId),
    queryFn: async ({ signal }) => unwrap(await call(groupDetail, { query: { groupId } }, { signal, failureToast: 'none' })).group,
    retry: retryTransportOnce,
  });

/** The school's running lines (/group/lines): where a student may be registered. */
export const useSchoolLines = (groupId: string) =>
  useQuery({
    queryKey: schoolKeys.lines(groupId),
    queryFn: async ({ signal }) => unwrap(await call(groupLines, { query: { groupId } }, { signal })).items,
    retry: retryTransportOnce,
  });

/** The school's terms that have not ended, soonest first (/school/terms); public. */
export const useSchoolTerms = (groupId: string) =>
  useQuery({
    queryKey: schoolKeys.terms(groupId),
    queryFn: async ({ signal }) => unwrap(await call(schoolTerms, { query: { groupId } }, { signal })).items,
    retry: retryTransportOnce,
  });

/** The students the guardian registered, newest first (/school/student/mine); never asked for a visitor. */
export const useMyStudents = (userId: string) =>
  useQuery({
    queryKey: schoolKeys.students(userId),
    queryFn: async ({ signal }) => unwrap(await call(myStudents, {}, { signal })).items,
    retry: retryTransportOnce,
  });

/** The new or changed registration first, then the others as they were. */
const withStudent = (items: readonly Student[] | undefined, student: Student): Student[] => [
  student,
  ...(items ?? []).filter((item) => item.studentId !== student.studentId),
];

/**
 * 提交报名 (/school/student/register). The raw result is answered: the form puts a refusal on the field it
 * is about (a student number already registered) or above the button. The request helper toasts nothing.
 */
export const useRegisterStudent = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterStudentBody): Promise<CallResult<typeof registerStudent>> =>
      call(registerStudent, { body }, { failureToast: 'none' }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      client.setQueryData(schoolKeys.students(userId), (items: Student[] | undefined) => withStudent(items, result.data.student));
      await client.invalidateQueries({ queryKey: schoolKeys.all });
    },
  });
};

/** 撤回登记 (/school/student/withdraw), while the school has not decided. */
export const useWithdrawStudent = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => call(withdrawStudent, { body: { studentId } }).then(unwrap),
    onSuccess: async ({ student }) => {
      client.setQueryData(schoolKeys.students(userId), (items: Student[] | undefined) => withStudent(items, student));
      await client.invalidateQueries({ queryKey: schoolKeys.all });
    },
  });
};

/**
 * What the term pass would cost now (/school/termPass/quote): the school days, the days without school, the
 * price. A refusal (no school days left, a pass already bought) is shown by the page in the server's words.
 */
export const useTermPassQuote = (userId: string, studentId: string, termId: string) =>
  useQuery({
    queryKey: schoolKeys.quote(userId, studentId, termId),
    queryFn: async () => unwrap(await call(termPassQuote, { body: { studentId, termId } }, { failureToast: 'none' })),
    retry: retryTransportOnce,
    staleTime: 0,
  });

// One attempt per page load, kept while the same pass is being bought after a dropped connection.
const attempts = createAttemptKeys(newIdempotencyKey);

/** A dropped connection, or the first attempt still running: the same attempt (same key) may be sent again. */
const isRetryable = (result: CallResult<typeof termPassCreate>): boolean =>
  !result.ok && (!('meta' in result) || result.meta.code === errorCatalogue.requestInProgress.code);

/**
 * 购买学期票 (/school/termPass/create) with an Idempotency-Key kept for the attempt: a second tap after a
 * dropped connection answers the same order. Answers the raw result so the page can tell a refusal (a new
 * price: ask the quote again) from a dropped connection.
 */
export const useCreateTermPass = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { studentId: string; termId: string; expectedPayableCents: number }): Promise<CallResult<typeof termPassCreate>> => {
      const idempotencyKey = attempts.keyFor(JSON.stringify(body));
      const result = await call(termPassCreate, { body }, { idempotencyKey, failureToast: 'none' });
      attempts.settle(isRetryable(result) ? 'retryable' : 'final');
      return result;
    },
    onSuccess: async (result) => {
      if (isRetryable(result)) return;
      await client.invalidateQueries({ queryKey: schoolKeys.all });
    },
  });
};

/** The school days of a student's term passes and whether the student rode (/school/student/rides). */
export const useStudentRides = (userId: string, studentId: string) =>
  useQuery({
    queryKey: schoolKeys.rides(userId, studentId),
    queryFn: async ({ signal }) => unwrap(await call(studentRides, { query: { studentId } }, { signal })).items,
    retry: retryTransportOnce,
  });

/** The guardian's check-in notices, newest first (/school/notices). */
export const useSchoolNotices = (userId: string) =>
  useQuery({
    queryKey: schoolKeys.notices(userId),
    queryFn: async ({ signal }) => unwrap(await call(schoolNotices, {}, { signal })).items,
    retry: retryTransportOnce,
  });
