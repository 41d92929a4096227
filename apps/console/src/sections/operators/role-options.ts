import { OPERATOR_ROLES, operatorRoleLabels } from '@udian/contracts/operator-roles';

export const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: operatorRoleLabels[role] }));
