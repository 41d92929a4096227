/**
 * How personal numbers are shown: the one home of masking, for the server (ID numbers in every answer, the
 * account's own phone in its profile) and the browser (a rider's phone in lists, cards and choosers). No zod
 * here, so the web build can use it (decision 015).
 */

/**
 * A resident ID number: the first 3 and the last 4 characters, the rest as '*', so the masked value keeps the
 * length of the original (11010519491231002X → 110***********002X). The full number never leaves the server
 * after it is saved.
 */
export const maskResidentId = (id: string): string =>
  id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : '*'.repeat(id.length);

/** A mainland mobile number: 13800138000 → 138****8000; anything else is hidden whole. */
export const maskPhone = (phone: string): string =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';

/**
 * An e-mail address: the first two characters of its name (one when the name is that short), '***', and the
 * domain in full (zhang.san@example.com → zh***@example.com), so a passenger recognises their company address.
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, name.length > 2 ? 2 : 1)}***${email.slice(at)}`;
};

/** A student number on a ticket (decision 049): the first 4 and last 2 kept ('2024****01'); a short one keeps its ends. */
export const maskStudentNo = (studentNo: string): string =>
  studentNo.length > 6
    ? `${studentNo.slice(0, 4)}${'*'.repeat(studentNo.length - 6)}${studentNo.slice(-2)}`
    : `${studentNo.slice(0, 1)}${'*'.repeat(Math.max(0, studentNo.length - 2))}${studentNo.slice(-1)}`;
