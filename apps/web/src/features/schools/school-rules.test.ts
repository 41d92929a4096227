import { describe, expect, it } from 'vitest';
import { RegisterStudentBody } from '@udian/contracts/endpoints/schools/schools';
import { toRegisterBody, validateStudent, type StudentFields } from './school-rules';

/** What the contract's schema says of the same input: each top-level field's first message. */
const bySchema = (input: unknown): Record<string, string> => {
  const parsed = RegisterStudentBody.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
};

const student = (overrides: Partial<StudentFields> = {}): StudentFields => ({
  lineId: '501',
  boardSeq: 1,
  alightSeq: 3,
  name: '张小明',
  className: '三年级二班',
  studentNo: '2024031501',
  guardianPhone: '13800000000',
  ...overrides,
});

const compared = (fields: StudentFields) =>
  bySchema(toRegisterBody('31', { ...fields, lineId: fields.lineId ?? '501', boardSeq: fields.boardSeq ?? 0, alightSeq: fields.alightSeq ?? 0 }));

describe('the registration form checks the contract’s rules before sending', () => {
  it.each<[string, Partial<StudentFields>]>([
    ['a good registration', {}],
    ['a name of one character', { name: '张' }],
    ['a name of 21 characters', { name: '张'.repeat(21) }],
    ['a name with digits', { name: '张小明2' }],
    ['a name with an interpunct', { name: '阿依·买买提' }],
    ['a class of 21 characters', { className: '班'.repeat(21) }],
    ['a student number of 3 characters', { studentNo: 'A12' }],
    ['a student number with a space', { studentNo: '2024 0315' }],
    ['a student number in lower case', { studentNo: 'ab-2024' }],
    ['a student number of 21 characters', { studentNo: '1'.repeat(21) }],
    ['a phone of 10 digits', { guardianPhone: '1380000000' }],
    ['a phone starting 12', { guardianPhone: '12800000000' }],
    ['an alighting stop before the boarding stop', { boardSeq: 3, alightSeq: 1 }],
    ['the same stop twice', { boardSeq: 2, alightSeq: 2 }],
  ])('%s', (_, overrides) => {
    const fields = student(overrides);
    expect(validateStudent(fields)).toEqual(compared(fields));
  });

  it('asks for empty fields and unchosen stops in words of its own', () => {
    expect(validateStudent(student({ name: ' ', className: '', studentNo: '', guardianPhone: '', lineId: null, boardSeq: null, alightSeq: null }))).toEqual({
      lineId: '请选择校车线路',
      boardSeq: '请选择上车站点',
      alightSeq: '请选择下车站点',
      name: '请填写学生姓名',
      className: '请填写班级',
      studentNo: '请填写学号',
      guardianPhone: '请输入手机号码',
    });
  });

  it('sends the fields trimmed and the student number in capitals', () => {
    expect(toRegisterBody('31', { ...student({ name: ' 张小明 ', studentNo: ' ab-2024 ' }), lineId: '501', boardSeq: 1, alightSeq: 3 })).toEqual({
      groupId: '31',
      lineId: '501',
      name: '张小明',
      className: '三年级二班',
      studentNo: 'AB-2024',
      guardianPhone: '13800000000',
      boardSeq: 1,
      alightSeq: 3,
    });
  });
});
