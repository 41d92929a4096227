import { DownloadOutlined } from '@ant-design/icons';
import { staffImportOutcomeLabels, type StaffImportOutcome } from '@udian/contracts/schemas/groups';
import { Alert, Button, Card, Flex, Segmented, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { downloadCsv } from './csv-file';
import { reportCounts, reportCsv, reportRowKey, reportRowsInOrder, reportSummary, STAFF_SUBJECT, type ImportReport, type ImportSubject, type ReportRow } from './import-report';

type Filter = 'all' | StaffImportOutcome;

const outcomeColors: Record<StaffImportOutcome, string> = { added: 'success', updated: 'processing', unchanged: 'default', refused: 'error' };

const columnsOf = (subject: ImportSubject): TableColumnsType<ReportRow> => [
  { title: '行号', dataIndex: 'line', width: 80, align: 'right' },
  {
    key: 'key',
    title: subject.keyLabel,
    width: 150,
    render: (_: unknown, row: ReportRow) => reportRowKey(row) || <Typography.Text type="secondary">（空）</Typography.Text>,
  },
  { title: '结果', dataIndex: 'outcome', width: 90, render: (outcome: StaffImportOutcome) => <Tag color={outcomeColors[outcome]}>{staffImportOutcomeLabels[outcome]}</Tag> },
  { title: '原因', dataIndex: 'reason', render: (reason: string | null) => reason ?? '' },
];

const PAGE_SIZE = 50;
const FILTER_ORDER: readonly StaffImportOutcome[] = ['refused', 'added', 'updated', 'unchanged'];

/**
 * A list import's report (a staff list by default, or a school roster): the counts, then every row with its
 * outcome (the refused first, paged: a file may hold 20,000 rows), filterable by outcome, and the whole report as CSV.
 */
export const ImportReportView = ({ report, fileName, subject = STAFF_SUBJECT }: { report: ImportReport; fileName: string; subject?: ImportSubject }) => {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const ordered = useMemo(() => reportRowsInOrder<ReportRow>(report.rows), [report]);
  const columns = useMemo(() => columnsOf(subject), [subject]);
  const shown = useMemo(() => (filter === 'all' ? ordered : ordered.filter((row) => row.outcome === filter)), [ordered, filter]);
  const counts = reportCounts(report);
  const labelOf = (outcome: StaffImportOutcome) => counts.find((c) => c.key === outcome)?.label ?? staffImportOutcomeLabels[outcome];
  const base = fileName.replace(/\.csv$/i, '') || subject.listName;

  return (
    <Flex vertical gap={12} data-testid="import-report">
      <Alert
        type={report.refused > 0 ? 'warning' : 'success'}
        showIcon
        title={reportSummary(report)}
        description={report.refused > 0 ? '未导入的行不影响其他行；请按原因修改后重新导入（已导入的行再次导入显示为无变化）。' : undefined}
      />
      <Flex gap={12} wrap>
        {counts.map((count) => (
          <Card key={count.key} size="small" style={{ minWidth: 110 }}>
            <Statistic title={count.label} value={count.value} styles={count.key === 'refused' && count.value > 0 ? { content: { color: 'var(--ant-color-error)' } } : undefined} />
          </Card>
        ))}
      </Flex>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: `全部 ${report.rows.length}` },
            // The refused first, as the rows are.
            ...FILTER_ORDER.map((outcome) => ({ value: outcome, label: `${labelOf(outcome)} ${counts.find((c) => c.key === outcome)?.value ?? 0}` })),
          ]}
        />
        <Button icon={<DownloadOutlined />} onClick={() => downloadCsv(`${base}-${report.isDryRun ? '检查' : '导入'}报告.csv`, reportCsv(report, subject))}>
          下载报告
        </Button>
      </Flex>
      <Table<ReportRow>
        rowKey="line"
        size="small"
        bordered
        columns={columns}
        dataSource={shown}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: shown.length, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 行` }}
        locale={{ emptyText: '没有这类行' }}
      />
    </Flex>
  );
};
