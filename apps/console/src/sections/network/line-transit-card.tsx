import { setLineTransitCard } from '@udian/contracts/endpoints/ops/network/line-transit-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Switch, Typography } from 'antd';
import { call } from '../../api/client';
import { useCanCall } from '../../app/use-can-call';
import { lineKey } from './network-keys';

/**
 * 刷卡乘车 (decision 053): whether the line's driver takes a transit card swipe. Passengers' tickets of the line
 * then show the cards they bound; 调度 and 管理员 change it, the others see it.
 */
export const LineTransitCard = ({ lineId, lineLabel, accepts }: { lineId: string; lineLabel: string; accepts: boolean }) => {
  const canWrite = useCanCall(setLineTransitCard);
  const client = useQueryClient();
  const { message } = App.useApp();
  const set = useMutation({
    mutationFn: (acceptsTransitCard: boolean) => call(setLineTransitCard, { body: { lineId, acceptsTransitCard } }),
    onSuccess: (saved) => {
      void message.success(saved.acceptsTransitCard ? `${lineLabel} 已设为可刷交通卡乘车` : `${lineLabel} 已设为不可刷交通卡`);
      void client.invalidateQueries({ queryKey: lineKey(lineId) });
    },
  });
  return (
    <Flex align="center" gap={8} wrap>
      <Switch
        checked={accepts}
        loading={set.isPending}
        disabled={!canWrite}
        checkedChildren="可刷卡"
        unCheckedChildren="不可刷卡"
        aria-label="司机接受刷交通卡"
        onChange={(value) => set.mutate(value)}
      />
      <Typography.Text type="secondary">开启后，乘客车票上显示其绑定的交通卡</Typography.Text>
    </Flex>
  );
};
