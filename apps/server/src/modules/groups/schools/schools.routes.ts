import { myStudents, registerStudent, schoolNotices, schoolTerms, withdrawStudent } from '@udian/contracts/endpoints/schools/schools';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { StudentsService } from './students.service';

/** School lines for guardians: the school's terms, registering a student, their registrations, withdrawing one, the check-in notices. */
export const registerSchoolsRoutes = (app: App, { students }: { students: StudentsService }) => {
  const userOf = (session: { userId: string }) => Number(session.userId);
  registerEndpoint(app, schoolTerms, ({ query }) => students.terms(Number(query.groupId)));
  registerEndpoint(app, registerStudent, ({ session, body }) => students.register(userOf(session), body));
  registerEndpoint(app, myStudents, ({ session }) => students.mine(userOf(session)));
  registerEndpoint(app, withdrawStudent, ({ session, body }) => students.withdraw(userOf(session), Number(body.studentId)));
  registerEndpoint(app, schoolNotices, ({ session }) => students.notices(userOf(session)));
};
