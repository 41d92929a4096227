import { listRedeemCodes } from '@udian/contracts/endpoints/ops/coupons/redeem-batches';
import type { RedeemBatch, RedeemCodeUse } from '@udian/contracts/schemas/coupon-admin';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { shanghaiDateTime } from '../../lib/format';
import { codesKey } from './coupon-keys';

type Filter = 'all' | 'redeemed' | 'unredeemed';
const PAGE_SIZE = 50;

const columns: TableColumnsType<RedeemCodeUse> = [
  { title: '兑换码', dataIndex: 'code', render: (code: string) => <Typography.Text code copyable>{code}</Typography.Text> },
  { title: '状态', key: 'state', width: 90, render: (_: unknown, c) => (c.redeemedAt ? <Tag color="success">已兑换</Tag> : <Tag>未兑换</Tag>) },
  { title: '兑换时间', dataIndex: 'redeemedAt', width: 150, render: (at: string | null) => shanghaiDateTime(at) || '—' },
  { title: '兑换用户', dataIndex: 'phoneMasked', width: 130, render: (phone: string | null) => phone ?? '—' },
];

/** A batch's codes and their uses: who (masked) and when. */
export const RedeemCodesDrawer = ({ batch, onClose }: { batch: RedeemBatch | null; onClose: () => void }) => {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const batchId = batch?.id ?? '';
  const codes = useQuery({
    queryKey: codesKey(batchId, filter, page),
    queryFn: ({ signal }) => call(listRedeemCodes, { query: { batchId, filter, page, pageSize: PAGE_SIZE }, signal }),
    enabled: batch !== null,
  });
  return (
    <Drawer open={batch !== null} title={`兑换码：${batch?.name ?? ''}`} width={640} onClose={onClose} destroyOnHidden>
      <Flex vertical gap={12}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: '全部' },
            { value: 'redeemed', label: '已兑换' },
            { value: 'unredeemed', label: '未兑换' },
          ]}
        />
        <Table<RedeemCodeUse>
          rowKey="code"
          size="small"
          bordered
          loading={codes.isPending}
          columns={columns}
          dataSource={codes.data?.codes ?? []}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: codes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        />
      </Flex>
    </Drawer>
  );
};
