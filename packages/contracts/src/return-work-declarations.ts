/**
 * The declarations a return-to-work campaign asks (decision 052): each campaign lists its own fields, and the
 * answers are judged against that list, the same way by the server (which refuses) and the browser (which says
 * so before sending). No zod here, so the web build can use it (decision 015).
 */
import { maskResidentId } from './masking';
import { normalizeResidentId, residentIdMessages, residentIdProblem } from './resident-id';

/** A rider's name: 2–20 Chinese characters or letters (a middle dot and spaces allowed). */
export const RIDER_NAME_PATTERN = /^[\u4e00-\u9fa5·A-Za-z ]{2,20}$/;

export type DeclarationFieldSpec = { key: string; label: string; kind: 'text' | 'idNumber' | 'yesNo' | 'confirm'; isRequired: boolean };
export type DeclarationValue = string | boolean;
export type DeclarationCheck = { isValid: true; answers: Record<string, DeclarationValue> } | { isValid: false; problem: string };

const TEXT_MAX = 50;

const judge = (field: DeclarationFieldSpec, value: DeclarationValue | undefined, today: string | undefined): { value?: DeclarationValue; problem?: string } => {
  const isBlank = value === undefined || (typeof value === 'string' && value.trim() === '');
  switch (field.kind) {
    case 'text':
    case 'idNumber': {
      if (value !== undefined && typeof value !== 'string') return { problem: `「${field.label}」填写内容不正确` };
      if (isBlank) return field.isRequired ? { problem: `请填写「${field.label}」` } : {};
      const text = (value as string).trim();
      if (field.kind === 'text') return [...text].length > TEXT_MAX ? { problem: `「${field.label}」不能超过 ${TEXT_MAX} 个字` } : { value: text };
      const id = normalizeResidentId(text);
      const problem = residentIdProblem(id, today);
      return problem ? { problem: `「${field.label}」：${residentIdMessages[problem]}` } : { value: id };
    }
    case 'yesNo':
      if (value === undefined) return field.isRequired ? { problem: `请选择「${field.label}」` } : {};
      return typeof value === 'boolean' ? { value } : { problem: `「${field.label}」填写内容不正确` };
    case 'confirm':
      if (value !== undefined && typeof value !== 'boolean') return { problem: `「${field.label}」填写内容不正确` };
      if (value !== true) return field.isRequired ? { problem: `请确认「${field.label}」` } : {};
      return { value: true };
  }
};

/**
 * Judges answers against a campaign's fields: every required field answered by its kind (a text up to 50
 * characters, a valid resident ID number, a yes or no, a promise confirmed), and nothing the campaign does not
 * ask. Answers the normalised answers (trimmed text, the ID number upper-cased), or the first problem in words.
 */
export const checkDeclarations = (
  fields: readonly DeclarationFieldSpec[],
  answers: Readonly<Record<string, DeclarationValue>>,
  today?: string,
): DeclarationCheck => {
  const known = new Set(fields.map((f) => f.key));
  if (Object.keys(answers).some((key) => !known.has(key))) return { isValid: false, problem: '申报内容与本次活动不符，请刷新页面后重新填写' };
  const normalised: Record<string, DeclarationValue> = {};
  for (const field of fields) {
    const judged = judge(field, answers[field.key], today);
    if (judged.problem) return { isValid: false, problem: judged.problem };
    if (judged.value !== undefined) normalised[field.key] = judged.value;
  }
  return { isValid: true, answers: normalised };
};

/** An answer in words for a list or a card: 是 / 否, 已确认, an ID number masked, '—' when not given. */
export const declarationText = (field: DeclarationFieldSpec, value: DeclarationValue | undefined): string => {
  if (value === undefined || value === '') return '—';
  if (field.kind === 'yesNo') return value === true ? '是' : '否';
  if (field.kind === 'confirm') return value === true ? '已确认' : '未确认';
  return field.kind === 'idNumber' ? maskResidentId(String(value)) : String(value);
};

/** What a CSV cell says for a field: 是/否 (or yes/no, y/n, 1/0, 已确认) for the yes-no kinds, the text otherwise; undefined when empty. */
export const declarationFromCell = (field: DeclarationFieldSpec, cell: string): DeclarationValue | undefined => {
  const text = cell.trim();
  if (text === '') return undefined;
  if (field.kind === 'text' || field.kind === 'idNumber') return text;
  const lower = text.toLowerCase();
  if (['是', 'yes', 'y', '1', 'true', '已确认', '确认', '同意'].includes(lower)) return true;
  if (['否', 'no', 'n', '0', 'false', '未确认'].includes(lower)) return false;
  return text;
};
