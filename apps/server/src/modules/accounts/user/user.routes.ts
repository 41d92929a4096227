import { currentUser } from '@udian/contracts/endpoints/user/current-user';
import { updateNickname } from '@udian/contracts/endpoints/user/update-nickname';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { UserService } from './user.service';

export const registerUserRoutes = (app: App, { userService }: { userService: UserService }) => {
  registerEndpoint(app, currentUser, ({ session }) => userService.getProfile(session.userId));
  registerEndpoint(app, updateNickname, ({ session, body }) => userService.updateNickname(session.userId, body.nickname));
};
