import { currentUser } from '@udian/contracts/endpoints/user/current-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

/** Keyed by the logged-in userId, so that another login never shows the previous passenger's profile. */
export const currentUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', 'current', userId],
    queryFn: ({ signal }) => call(currentUser, {}, { signal }).then(unwrap),
  });

/** The logged-in passenger (masked phone, nickname); idle while nobody is logged in. */
export const useCurrentUser = () => {
  const login = useLoginInfo();
  return useQuery({ ...currentUserQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
