import { ImportStaffBody, importGroupStaff } from '@udian/contracts/endpoints/ops/groups/groups';
import { call } from '../../api/client';
import { downloadCsv, hasPhoneHeader, staffTemplateCsv } from './csv-file';
import { STAFF_SUBJECT } from './import-report';
import { IMPORT_TIMEOUT_MS, ListImportDrawer, type ListImportKind } from './list-import-drawer';

/** 下载模板: the header the import reads (手机号 required; 姓名, 工号 optional). */
export const downloadStaffTemplate = () => downloadCsv('员工名单模板.csv', staffTemplateCsv());

const staffImport: ListImportKind = {
  subject: STAFF_SUBJECT,
  noun: '员工',
  headerHint: '手机号（必填）、姓名、工号',
  hasHeader: hasPhoneHeader,
  headerWarning: '表头中没有找到“手机号”列，请使用模板的表头',
  replaceWarning: '名单中不在此文件里的员工将被移除，他们之后不能再购买本单位的线路（已购车票不受影响）。',
  downloadTemplate: downloadStaffTemplate,
  parse: (input) => ImportStaffBody.safeParse(input),
  send: (body) => call(importGroupStaff, { body, timeoutMs: IMPORT_TIMEOUT_MS }),
};

/**
 * 导入员工名单: a CSV chosen here is read in the browser and sent as text; 先检查 reports without changing
 * anything, 导入 imports the good rows in one transaction. 替换 also removes everyone the file does not list,
 * so it asks first.
 */
export const StaffImportDrawer = ({ group, isOpen, onClose }: { group: { groupId: string; name: string }; isOpen: boolean; onClose: () => void }) => (
  <ListImportDrawer kind={staffImport} group={group} isOpen={isOpen} onClose={onClose} />
);
