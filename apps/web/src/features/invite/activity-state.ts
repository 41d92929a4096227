import type { InviteActivityQuery, MyInviteUsersData } from '@udian/contracts/endpoints/activity/invite-activity';
import type { InviteActivity } from '@udian/contracts/schemas/promotions';
import { useInviteActivityInfo, useMyInviteUsers } from './api/invite-activity';

/** SPEC section 3's activity state: activityInfo and myUserList, both empty until loaded. */
export type ActivityState = {
  activityInfo: InviteActivity | null;
  myUserList: MyInviteUsersData['users'];
  /** The counts and rewards that come with myUserList. */
  myInvites: MyInviteUsersData | null;
  isLoading: boolean;
  /** The campaign could not be loaded and nothing was loaded before. */
  isError: boolean;
  retry: () => void;
};

/** The invite page's parameters as they came (the "my invitation" deep link), passed on unchanged. */
export const readActivityQuery = (search: string): InviteActivityQuery => {
  const params = new URLSearchParams(search);
  const cityId = Number(params.get('cityId'));
  const text = (name: string) => params.get(name)?.slice(0, 32) || undefined;
  return {
    userId: text('userId'),
    cityId: Number.isInteger(cityId) && cityId > 0 ? cityId : undefined,
    oldUserPhoneNum: params.get('oldUserPhoneNum')?.slice(0, 20) || undefined,
  };
};

/**
 * SPEC section 4: loading the invite activity stores its data as activityInfo; when there is data, the
 * invited users are loaded with the same parameters plus the activity's id and stored as myUserList (for a
 * logged-in passenger: the list is theirs). A failure shows only a message (an info toast, the request
 * helper's rule for activity calls) and leaves the state as it was: the last answers stay.
 */
export const useActivityState = (userId: string, query: InviteActivityQuery): ActivityState => {
  const activity = useInviteActivityInfo(userId, query);
  const activityInfo = activity.data ?? null;
  const users = useMyInviteUsers(userId, query, activityInfo?.id ?? null);
  return {
    activityInfo,
    myUserList: users.data?.users ?? [],
    myInvites: users.data ?? null,
    isLoading: activity.data === undefined && !activity.isError,
    isError: activity.data === undefined && activity.isError,
    retry: () => void activity.refetch(),
  };
};
