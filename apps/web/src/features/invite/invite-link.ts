import { getBasePath } from '../../app/paths';
import { INVITE_ACTIVITY_REG_PATH } from '../../app/page-paths';

/**
 * The inviter's link, as the friend opens it: invite-activity-reg.html?inviteCode=&activityId= on this
 * origin. Written without the host's parameters that getHref adds in the super-app: the friend's browser
 * is not the inviter's host.
 */
export const inviteLinkOf = (inviteCode: string, activityId: string, origin: string = window.location.origin): string => {
  const query = new URLSearchParams({ inviteCode, activityId });
  return `${origin}${getBasePath()}${INVITE_ACTIVITY_REG_PATH}.html?${query.toString()}`;
};
