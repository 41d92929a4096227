import { accountMessages, MOBILE_PATTERN } from '@udian/contracts/account-rules';
import type { RegisterStudentBody } from '@udian/contracts/endpoints/schools/schools';

/**
 * The checks of RegisterStudentBody (packages/contracts/src/endpoints/schools/schools.ts), written by hand:
 * the browser carries no zod (decision 015). school-rules.test.ts checks them against the schema itself, so
 * the contract stays the authority and each field shows the server's own words before anything is sent.
 */

export type StudentFields = {
  lineId: string | null;
  boardSeq: number | null;
  alightSeq: number | null;
  name: string;
  className: string;
  studentNo: string;
  guardianPhone: string;
};
export type StudentField = keyof StudentFields;
export type StudentErrors = Partial<Record<StudentField, string>>;

const NAME_PATTERN = /^[\p{Script=Han}A-Za-z·. ]+$/u;
const STUDENT_NO_PATTERN = /^[A-Z0-9-]{4,20}$/;

const nameError = (name: string): string | undefined => {
  const value = name.trim();
  if (value === '') return '请填写学生姓名';
  if (value.length < 2) return '学生姓名至少 2 个字';
  if (value.length > 20) return '学生姓名不能超过 20 个字';
  return NAME_PATTERN.test(value) ? undefined : '学生姓名只能包含汉字、字母和间隔号';
};

const classError = (className: string): string | undefined => {
  const value = className.trim();
  if (value === '') return '请填写班级';
  return value.length > 20 ? '班级不能超过 20 个字' : undefined;
};

const studentNoError = (studentNo: string): string | undefined => {
  const value = studentNo.trim().toUpperCase();
  if (value === '') return '请填写学号';
  return STUDENT_NO_PATTERN.test(value) ? undefined : '学号为 4–20 位字母或数字';
};

const phoneError = (phone: string): string | undefined => {
  const value = phone.trim();
  if (value === '') return accountMessages.phoneRequired;
  return MOBILE_PATTERN.test(value) ? undefined : accountMessages.phoneInvalid;
};

const withoutEmpty = (errors: Record<StudentField, string | undefined>): StudentErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as StudentErrors;

/** Each field's first complaint, in the contract's words (and a word of its own for an empty field). */
export const validateStudent = (fields: StudentFields): StudentErrors =>
  withoutEmpty({
    lineId: fields.lineId === null ? '请选择校车线路' : undefined,
    boardSeq: fields.boardSeq === null ? '请选择上车站点' : undefined,
    alightSeq:
      fields.alightSeq === null
        ? '请选择下车站点'
        : fields.boardSeq !== null && fields.alightSeq <= fields.boardSeq
          ? '下车站点须在上车站点之后'
          : undefined,
    name: nameError(fields.name),
    className: classError(fields.className),
    studentNo: studentNoError(fields.studentNo),
    guardianPhone: phoneError(fields.guardianPhone),
  });

/** The body of POST /school/student/register from fields that passed validateStudent. */
export const toRegisterBody = (
  groupId: string,
  fields: StudentFields & { lineId: string; boardSeq: number; alightSeq: number },
): RegisterStudentBody => ({
  groupId,
  lineId: fields.lineId,
  name: fields.name.trim(),
  className: fields.className.trim(),
  studentNo: fields.studentNo.trim().toUpperCase(),
  guardianPhone: fields.guardianPhone.trim(),
  boardSeq: fields.boardSeq,
  alightSeq: fields.alightSeq,
});
