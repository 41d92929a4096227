import { logout } from '@udian/contracts/endpoints/auth/logout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { clearLoginInfo } from '../../../lib/login-info';

/**
 * Ends the session on the server, then forgets the login and every cached answer here. The local logout
 * happens even when the call fails (offline, or the session had already expired).
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(logout, {}, { failureToast: 'none' }),
    onSettled: () => {
      clearLoginInfo();
      queryClient.clear();
    },
  });
};
