import type { Operator } from '@udian/contracts/schemas/operators';
import { Flex, Tag } from 'antd';
import { shanghaiDateTime } from '../../lib/format';

/** 停用, 锁定至…, 需改密, or 正常. */
export const OperatorStatus = ({ operator, now }: { operator: Operator; now: number }) => {
  const isLocked = operator.lockedUntil !== null && Date.parse(operator.lockedUntil) > now;
  const tags = [
    operator.isDisabled ? <Tag key="disabled" color="default">停用</Tag> : null,
    isLocked ? <Tag key="locked" color="error">锁定至 {shanghaiDateTime(operator.lockedUntil)}</Tag> : null,
    operator.mustChangePassword ? <Tag key="password" color="warning">需改密</Tag> : null,
  ].filter(Boolean);
  return <Flex gap={4} wrap>{tags.length > 0 ? tags : <Tag color="success">正常</Tag>}</Flex>;
};
