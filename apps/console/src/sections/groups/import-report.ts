import type { StaffImportReport } from '@udian/contracts/endpoints/ops/groups/groups';
import type { RosterImportReport } from '@udian/contracts/endpoints/ops/groups/schools';
import { staffImportOutcomeLabels, type StaffImportOutcome } from '@udian/contracts/schemas/groups';
import { csvText } from './csv-file';

/** A list import's report: a staff list's rows carry the phone, a school roster's the student number. */
export type ImportReport = StaffImportReport | RosterImportReport;
export type ReportRow = ImportReport['rows'][number];

/** What a report is about: the list's name (员工名单, 学生名单) and the column that names each row. */
export type ImportSubject = { listName: string; keyLabel: string };

export const STAFF_SUBJECT: ImportSubject = { listName: '员工名单', keyLabel: '手机号' };
export const ROSTER_SUBJECT: ImportSubject = { listName: '学生名单', keyLabel: '学号' };

/** The value that names the row in its file: the phone of a staff row, the student number of a roster row. */
export const reportRowKey = (row: ReportRow): string => ('phone' in row ? row.phone : row.studentNo);

const OUTCOME_ORDER: Record<StaffImportOutcome, number> = { refused: 0, added: 1, updated: 2, unchanged: 3 };

/** The report's rows as the operator reads them: the refused first (what needs fixing), each kind in file order. */
export const reportRowsInOrder = <Row extends { line: number; outcome: StaffImportOutcome }>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome] || a.line - b.line);

/** The counts at the head of the report, in its words. */
export const reportCounts = (report: ImportReport): { key: StaffImportOutcome | 'removed'; label: string; value: number }[] => [
  { key: 'added', label: '新增', value: report.added },
  { key: 'updated', label: '更新', value: report.updated },
  { key: 'unchanged', label: '无变化', value: report.unchanged },
  { key: 'refused', label: '未导入', value: report.refused },
  { key: 'removed', label: '移除', value: report.removed },
];

/** One sentence saying what happened (or, for a check, what would happen). */
export const reportSummary = (report: ImportReport): string => {
  const verb = report.isDryRun ? '检查完成（未做任何更改）' : '导入完成';
  const would = report.isDryRun ? '将' : '';
  const parts = [`共 ${report.total} 行`, `${would}新增 ${report.added}`, `${would}更新 ${report.updated}`, `无变化 ${report.unchanged}`, `未导入 ${report.refused}`];
  if (report.removed > 0) parts.push(`${would}移除 ${report.removed}`);
  return `${verb}：${parts.join('，')}`;
};

/** The report as CSV for download: every row, the refused first, with its line in the file and the reason. */
export const reportCsv = (report: ImportReport, subject: ImportSubject = STAFF_SUBJECT): string =>
  csvText([
    ['行号', subject.keyLabel, '结果', '原因'],
    ...reportRowsInOrder<ReportRow>(report.rows).map((row) => [row.line, reportRowKey(row), staffImportOutcomeLabels[row.outcome], row.reason ?? '']),
  ]);
