import { CreateOperatorBody, UpdateOperatorBody } from '@udian/contracts/endpoints/ops/operators/operators';
import { operatorRoleLabels } from '@udian/contracts/operator-roles';
import { describe, expect, it } from 'vitest';
import { placeIssues } from '../../forms/form-issues';
import { groupIdOfEdit } from './edit-operator-modal';
import { roleOptions } from './role-options';

describe('a 单位管理员 account', () => {
  it('is offered among the roles with its Chinese label', () => {
    expect(roleOptions).toContainEqual({ value: 'groupAdmin', label: '单位管理员' });
    expect(operatorRoleLabels.groupAdmin).toBe('单位管理员');
  });

  it('needs its group when created, said on the group box', () => {
    const parsed = CreateOperatorBody.safeParse({ username: 'udian.hr', role: 'groupAdmin', groupId: null });
    expect(parsed.success).toBe(false);
    expect(placeIssues(parsed.error!.issues, [['username'], ['role'], ['groupId']]).fields).toEqual([{ name: ['groupId'], errors: ['单位管理员须指定所属单位'] }]);
    expect(CreateOperatorBody.parse({ username: 'udian.hr', role: 'groupAdmin', groupId: '5' }).groupId).toBe('5');
  });

  it('sends the group chosen, none when the account stops being one, nothing when it never was one', () => {
    expect(groupIdOfEdit({ role: 'groupAdmin', groupId: '5' }, false)).toBe('5');
    expect(groupIdOfEdit({ role: 'groupAdmin' }, true)).toBeNull();
    expect(groupIdOfEdit({ role: 'service', groupId: '5' }, true)).toBeNull();
    expect(groupIdOfEdit({ role: 'service' }, false)).toBeUndefined();
    expect(UpdateOperatorBody.safeParse({ id: '7', role: 'groupAdmin', groupId: groupIdOfEdit({ role: 'groupAdmin', groupId: '5' }, false) }).success).toBe(true);
  });
});
