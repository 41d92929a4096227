import type { z } from 'zod';

/** An antd field name: the zod issue path as it is ('stops', 0, 'name'). */
export type FieldPath = (string | number)[];

export type FieldIssue = { name: FieldPath; errors: string[] };

/** zod's own English text for a wrong type, given when the schema names no message of its own. */
const isZodTypeText = (message: string) => message.startsWith('Invalid input');

/**
 * Untouched antd inputs are undefined: zod's own "expected string" text is replaced by a plain Chinese one. A
 * coerced number without a message of its own (CityId) reports an untouched input as NaN: the same.
 */
export const issueMessage = (issue: z.core.$ZodIssue): string => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return '此项必填';
  if (issue.code === 'invalid_type' && Number.isNaN(issue.input) && isZodTypeText(issue.message)) return '此项必填';
  return issue.message;
};

const isPrefix = (prefix: FieldPath, path: FieldPath) => prefix.length <= path.length && prefix.every((part, i) => String(part) === String(path[i]));

/**
 * Puts each issue on the registered field it belongs to: the field with the exact path, else the deepest field
 * containing it (a date range's ['range', 0] goes to 'range'). Issues without such a field are `unplaced`
 * (a refine on the whole object), for the page to show as a message.
 */
export const placeIssues = (
  issues: readonly z.core.$ZodIssue[],
  registered: readonly FieldPath[],
): { fields: FieldIssue[]; unplaced: string[] } => {
  const byField = new Map<string, FieldIssue>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const owner = registered.filter((name) => name.length > 0 && isPrefix(name, path)).sort((a, b) => b.length - a.length)[0];
    const text = issueMessage(issue);
    if (!owner) {
      if (!unplaced.includes(text)) unplaced.push(text);
      continue;
    }
    const key = JSON.stringify(owner.map(String));
    const field = byField.get(key) ?? { name: owner, errors: [] };
    if (!field.errors.includes(text)) field.errors.push(text);
    byField.set(key, field);
  }
  return { fields: [...byField.values()], unplaced };
};

/** An emptied input means "not given": top-level '' and null become undefined, as an untouched input is. */
export const blankToUndefined = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' || value === null ? undefined : value]));
