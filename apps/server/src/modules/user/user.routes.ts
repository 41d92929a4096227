import { currentUser } from '@udian/contracts/endpoints/user/current-user';
import type { App } from '../../http/app-instance';
import { registerEndpoint } from '../../http/register-endpoint';
import type { UserService } from './user.service';

export const registerUserRoutes = (app: App, { userService }: { userService: UserService }) => {
  registerEndpoint(app, currentUser, ({ session }) => userService.getProfile(session.userId));
};
