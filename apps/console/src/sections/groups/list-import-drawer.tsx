import { InboxOutlined } from '@ant-design/icons';
import { STAFF_IMPORT_MAX_ROWS } from '@udian/contracts/endpoints/ops/groups/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Radio, Typography, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { failureText } from '../../app/query-client';
import { dataRowCount, readCsvFile, type CsvEncoding } from './csv-file';
import { GROUPS_KEY } from './group-keys';
import type { ImportReport, ImportSubject } from './import-report';
import { ImportReportView } from './import-report-view';

/** A file of 20,000 rows is checked and written in one transaction: more than a usual call's 20 s may pass. */
export const IMPORT_TIMEOUT_MS = 120_000;

type Mode = 'merge' | 'replace';
type Chosen = { name: string; text: string; encoding: CsvEncoding; rows: number };
type Run = { isDryRun: boolean; mode: Mode };

/** The body every list import sends (a staff list's and a school roster's are alike), as its contract parses it. */
export type ListImportBody = { groupId: string; csv: string; mode: Mode; isDryRun: boolean };

/** What sets one list import apart: its words, its header, its contract and its call. */
export type ListImportKind = {
  subject: ImportSubject;
  /** Who the list holds: 员工, 学生. */
  noun: string;
  /** The header the import reads, as the drop zone's hint says it: 手机号（必填）、姓名、工号. */
  headerHint: string;
  /** Whether the chosen file's header has the required columns; the warning when it has not. */
  hasHeader: (text: string) => boolean;
  headerWarning: string;
  /** What replacing removes, as the confirmation says it. */
  replaceWarning: string;
  /** A line of secondary text at the drawer's head (none: nothing). */
  intro?: ReactNode;
  downloadTemplate: () => void;
  /** The contract's check of the body, so a bad file is refused before it is sent. */
  parse: (input: ListImportBody) => { success: true; data: ListImportBody } | { success: false; error: { issues: readonly { message: string }[] } };
  send: (body: ListImportBody) => Promise<ImportReport>;
};

/**
 * 导入名单: a CSV chosen here is read in the browser and sent as text; 先检查 reports without changing
 * anything, 导入 imports the good rows in one transaction. 替换 also removes everyone the file does not list,
 * so it asks first.
 */
export const ListImportDrawer = ({ kind, group, isOpen, onClose }: { kind: ListImportKind; group: { groupId: string; name: string }; isOpen: boolean; onClose: () => void }) => {
  const client = useQueryClient();
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [mode, setMode] = useState<Mode>('merge');
  const [last, setLast] = useState<{ run: Run; report: ImportReport } | null>(null);
  const { subject, noun } = kind;
  const run = useMutation({
    mutationFn: (body: ListImportBody) => kind.send(body),
    meta: { isErrorHandled: true },
    onSuccess: (report, body) => {
      setLast({ run: { isDryRun: body.isDryRun, mode: body.mode }, report });
      if (!report.isDryRun) {
        void client.invalidateQueries({ queryKey: GROUPS_KEY });
        void message.success(`${subject.listName}已导入`);
      }
    },
  });

  const choose = async (file: File) => {
    try {
      const { text, encoding } = await readCsvFile(file);
      setChosen({ name: file.name, text, encoding, rows: dataRowCount(text) });
      setLast(null);
      run.reset();
    } catch {
      void message.error('无法读取该文件，请重新选择');
    }
  };

  const send = (isDryRun: boolean) => {
    if (!chosen) return;
    const parsed = kind.parse({ groupId: group.groupId, csv: chosen.text, mode, isDryRun });
    if (!parsed.success) {
      void message.error(parsed.error.issues.map((issue) => issue.message).join('；'));
      return;
    }
    if (isDryRun || mode === 'merge') {
      run.mutate(parsed.data);
      return;
    }
    const checked = last?.run.isDryRun && last.run.mode === 'replace' ? last.report : null;
    modal.confirm({
      title: `替换整份${subject.listName}？`,
      content: (
        <Flex vertical gap={4}>
          <span>{kind.replaceWarning}</span>
          {checked ? <Typography.Text strong>检查结果：将移除 {checked.removed} 人。</Typography.Text> : <span>建议先点“先检查”确认将移除的人数。</span>}
        </Flex>
      ),
      okText: '替换导入',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => run.mutate(parsed.data),
    });
  };

  const close = () => {
    if (run.isPending) return;
    setChosen(null);
    setLast(null);
    run.reset();
    onClose();
  };

  return (
    <Drawer open={isOpen} title={`导入${subject.listName}：${group.name}`} size={880} onClose={close} destroyOnHidden>
      <Flex vertical gap={16}>
        {kind.intro ? <Typography.Text type="secondary">{kind.intro}</Typography.Text> : null}
        <Upload.Dragger
          accept=".csv,text/csv"
          multiple={false}
          showUploadList={false}
          disabled={run.isPending}
          beforeUpload={(file) => {
            if (!file.name.toLowerCase().endsWith('.csv')) void message.error('请选择 .csv 格式的文件');
            else void choose(file);
            // The file is read here and sent as text, not uploaded by the component.
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{chosen ? `已选择：${chosen.name}（约 ${chosen.rows} 行）` : `点击或拖拽${subject.listName} CSV 文件到这里`}</p>
          <p className="ant-upload-hint">
            第一行为表头：{kind.headerHint}；UTF-8 或 GBK 编码均可，一次最多 {STAFF_IMPORT_MAX_ROWS} 行。
            <Typography.Link
              onClick={(event) => {
                event.stopPropagation();
                kind.downloadTemplate();
              }}
            >
              下载模板
            </Typography.Link>
          </p>
        </Upload.Dragger>
        {chosen && !kind.hasHeader(chosen.text) ? <Alert type="warning" showIcon title={kind.headerWarning} /> : null}
        {chosen && chosen.encoding === 'gb18030' ? <Alert type="info" showIcon title="文件不是 UTF-8 编码，已按 GBK 读取；如姓名显示为乱码，请另存为 UTF-8 后重新选择" /> : null}
        <Flex gap={16} align="center" wrap>
          <Typography.Text>导入方式</Typography.Text>
          <Radio.Group
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as Mode);
              setLast(null);
            }}
            options={[
              { value: 'merge', label: `合并（新增和更新文件中的${noun}）` },
              { value: 'replace', label: `替换（并移除名单中不在文件里的${noun}）` },
            ]}
          />
        </Flex>
        <Flex gap={8}>
          <Button disabled={!chosen} loading={run.isPending && run.variables?.isDryRun === true} onClick={() => send(true)}>
            先检查
          </Button>
          <Button type="primary" danger={mode === 'replace'} disabled={!chosen} loading={run.isPending && run.variables?.isDryRun === false} onClick={() => send(false)}>
            导入
          </Button>
        </Flex>
        {run.isError ? <Alert type="error" showIcon title={run.variables?.isDryRun ? '检查失败' : '导入失败，名单没有任何更改'} description={failureText(run.error)} role="alert" /> : null}
        {last ? <ImportReportView report={last.report} fileName={chosen?.name ?? ''} subject={subject} /> : null}
      </Flex>
    </Drawer>
  );
};
