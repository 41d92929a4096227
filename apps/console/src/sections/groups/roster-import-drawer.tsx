import { ImportRosterBody, importRoster } from '@udian/contracts/endpoints/ops/groups/schools';
import { call } from '../../api/client';
import { downloadCsv, hasRosterHeader, rosterTemplateCsv } from './csv-file';
import { ROSTER_SUBJECT } from './import-report';
import { IMPORT_TIMEOUT_MS, ListImportDrawer, type ListImportKind } from './list-import-drawer';

/** 下载模板: the header the import reads (学号, 姓名 required; 班级, 家长手机 optional). */
export const downloadRosterTemplate = () => downloadCsv('学生名单模板.csv', rosterTemplateCsv());

/** What the school gains by a student list, in one line. */
export const ROSTER_INTRO = '学校导入学生名单后，家长登记的学号、姓名和家长手机与名单一致时自动通过，其余仍由学校审核';

const rosterImport: ListImportKind = {
  subject: ROSTER_SUBJECT,
  noun: '学生',
  headerHint: '学号（必填）、姓名（必填）、班级、家长手机',
  hasHeader: hasRosterHeader,
  headerWarning: '表头中没有找到“学号”和“姓名”列，请使用模板的表头',
  replaceWarning: '名单中不在此文件里的学生将被移除（家长已有的登记不受影响），此后他们的新登记由学校审核。',
  intro: ROSTER_INTRO,
  downloadTemplate: downloadRosterTemplate,
  parse: (input) => ImportRosterBody.safeParse(input),
  send: (body) => call(importRoster, { body, timeoutMs: IMPORT_TIMEOUT_MS }),
};

/**
 * 导入学生名单: a school's own records as CSV, checked first (先检查) and then imported in one transaction; 替换
 * also removes every student the file does not list, so it asks first.
 */
export const RosterImportDrawer = ({ group, isOpen, onClose }: { group: { groupId: string; name: string }; isOpen: boolean; onClose: () => void }) => (
  <ListImportDrawer kind={rosterImport} group={group} isOpen={isOpen} onClose={onClose} />
);
