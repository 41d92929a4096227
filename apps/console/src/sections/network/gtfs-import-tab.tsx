import { InboxOutlined } from '@ant-design/icons';
import { GTFS_UPLOAD_MAX_BYTES, importGtfsUpload, type GtfsImportReport } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Flex, List, Typography, Upload } from 'antd';
import { uploadFile } from '../../api/upload-call';
import { NETWORK_KEY } from './network-keys';

const MAX_MB = GTFS_UPLOAD_MAX_BYTES / 1024 / 1024;

const ImportReport = ({ report }: { report: GtfsImportReport }) => (
  <Flex vertical gap={16}>
    <Alert type="success" showIcon title="GTFS 数据已导入" description="新线路和车次的未来 30 天班次已生成，乘客端几秒内即可看到。" />
    <Descriptions title="导入结果" bordered size="small" column={{ xs: 1, md: 2 }} items={report.rows.map((row) => ({ key: row.label, label: row.label, children: row.value }))} />
    {report.warnings.length > 0 ? (
      <List
        size="small"
        bordered
        header={<Typography.Text type="warning">提醒（{report.warnings.length}）</Typography.Text>}
        dataSource={report.warnings}
        renderItem={(warning) => <List.Item>{warning}</List.Item>}
      />
    ) : null}
  </Flex>
);

/** A refusal: its first line says what happened, each further line is one problem (file, line, reason). */
export const RefusalText = ({ text }: { text: string }) => {
  const [heading, ...problems] = text.split('\n');
  if (problems.length === 0) return <>{heading}</>;
  return (
    <Flex vertical gap={4}>
      <Typography.Text>{heading}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {problems.map((problem, i) => (
          <li key={i}>{problem.trim()}</li>
        ))}
      </ul>
    </Flex>
  );
};

/** 导入 GTFS: the zip goes up as it is; the server imports it whole or not at all and answers its report. */
export const GtfsImportTab = () => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const importFeed = useMutation({
    mutationFn: (file: File) => uploadFile(importGtfsUpload, file),
    onSuccess: () => void client.invalidateQueries({ queryKey: NETWORK_KEY }),
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Upload.Dragger
        accept=".zip,application/zip"
        multiple={false}
        showUploadList={false}
        disabled={importFeed.isPending}
        beforeUpload={(file) => {
          if (!file.name.toLowerCase().endsWith('.zip')) void message.error('请选择 .zip 格式的 GTFS 数据文件');
          else if (file.size > GTFS_UPLOAD_MAX_BYTES) void message.error(`文件不能超过 ${MAX_MB} MB`);
          else importFeed.mutate(file);
          // The file is sent by uploadFile, not by the Upload component.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{importFeed.isPending ? '正在导入，请稍候…' : '点击或拖拽 GTFS 数据的 .zip 文件到这里'}</p>
        <p className="ant-upload-hint">按线路、站点、车次的外部编号更新已有数据，不会重复；数据有误时整份不导入，不做任何更改。最大 {MAX_MB} MB。</p>
      </Upload.Dragger>
      {importFeed.isError ? <Alert type="error" showIcon title="导入失败" description={<RefusalText text={importFeed.error.message} />} /> : null}
      {importFeed.data ? <ImportReport report={importFeed.data.report} /> : null}
    </Flex>
  );
};
