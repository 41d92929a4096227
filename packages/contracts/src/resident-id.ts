/**
 * The Chinese resident identity card number (居民身份证号码, GB 11643-1999), shared by the server (which
 * refuses a bad one) and the browser (which says so before sending). No zod here: the web build aliases zod
 * to an inert value (decision 015), so this module must work on its own.
 *
 * 18 characters: a 6-digit area code, the birth date as YYYYMMDD, a 3-digit sequence, and a check character
 * computed with ISO 7064 MOD 11-2 over the first 17 digits ('X' stands for 10).
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^\d{17}[\dX]$/;
/** Nobody born before this date still travels on our buses; it also rejects obviously wrong numbers. */
const EARLIEST_BIRTH_YEAR = 1900;

/** Upper-cases the check character and removes surrounding spaces: '11010519491231002x' is the same number. */
export const normalizeResidentId = (value: string): string => value.trim().toUpperCase();

/** The check character for the first 17 digits (ISO 7064 MOD 11-2). */
export const residentIdCheckCharacter = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARACTERS[sum % 11]!;
};

/** 'YYYY-MM-DD' when the birth date inside the number is a real calendar date, otherwise null. */
export const residentIdBirthDate = (id: string): string | null => {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate ? `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}` : null;
};

export type ResidentIdProblem = 'shape' | 'birthDate' | 'checksum';

/**
 * Why a (normalised) number is not valid, or null when it is. `today` ('YYYY-MM-DD') bounds the birth date;
 * it defaults to the current UTC date (a day either side of midnight in Asia/Shanghai does not matter here).
 */
export const residentIdProblem = (id: string, today: string = new Date().toISOString().slice(0, 10)): ResidentIdProblem | null => {
  if (!SHAPE.test(id)) return 'shape';
  const birthDate = residentIdBirthDate(id);
  if (!birthDate || Number(birthDate.slice(0, 4)) < EARLIEST_BIRTH_YEAR || birthDate > today) return 'birthDate';
  if (residentIdCheckCharacter(id.slice(0, 17)) !== id[17]) return 'checksum';
  return null;
};

export const isValidResidentId = (value: string, today?: string): boolean =>
  residentIdProblem(normalizeResidentId(value), today) === null;

/** What the passenger is told, per problem (Chinese, as every user-facing text). */
export const residentIdMessages: Readonly<Record<ResidentIdProblem, string>> = {
  shape: '身份证号码应为 18 位，最后一位可以是数字或 X',
  birthDate: '身份证号码中的出生日期不正确，请核对后重新输入',
  checksum: '身份证号码校验不通过，请核对后重新输入',
};
