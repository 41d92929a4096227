import { useMutation } from '@tanstack/react-query';
import { submitCooperationLead, type CooperationLeadBody } from '@udian/contracts/endpoints/feedback/cooperation-leads';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';

/** 提交合作意向 (/cooperation/lead); a refusal (a field, a limit) is shown by the form in the server's words. */
export const useSubmitCooperationLead = () =>
  useMutation({ mutationFn: async (body: CooperationLeadBody) => unwrap(await call(submitCooperationLead, { body }, { failureToast: 'none' })).lead });
