import { studentRides } from '@udian/contracts/endpoints/schools/schools';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { StudentRidesService } from './student-rides.service';

/** /school/student/rides: the guardian's own student only. */
export const registerStudentRidesRoutes = (app: App, { studentRidesService }: { studentRidesService: StudentRidesService }) => {
  registerEndpoint(app, studentRides, ({ session, query }) => studentRidesService.list(session.userId, query.studentId));
};
