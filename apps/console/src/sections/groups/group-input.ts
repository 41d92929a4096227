import type { OpsGroup } from '@udian/contracts/endpoints/ops/groups/groups';
import type { GroupKind } from '@udian/contracts/schemas/groups';

/** The group form's values as antd holds them. */
type GroupFormValues = {
  kind?: GroupKind;
  name?: string;
  shortName?: string;
  cityId?: number;
  emailDomains?: string[];
  hasInviteCode?: boolean;
  inviteCode?: 'keep' | 'new' | 'none';
  contactName?: string;
  contactPhone?: string;
};

/** Domains as typed into the tags box: '@Example.com ' → 'example.com', each once (the contract checks the rest). */
const cleanDomains = (domains: unknown): unknown => {
  if (!Array.isArray(domains)) return domains;
  const cleaned = domains.map((domain) => (typeof domain === 'string' ? domain.trim().replace(/^@+/, '').toLowerCase() : domain));
  return cleaned.filter((domain, i) => domain !== '' && cleaned.indexOf(domain) === i);
};

/**
 * The create form's values as CreateGroupBody: the kind chosen (else the one the form opened with). A school
 * gets neither e-mail domains nor an invite code (its guardians join through approved students), whatever the
 * form held before the kind was switched.
 */
export const toCreateGroupInput = (values: Record<string, unknown>, fallbackKind: GroupKind): Record<string, unknown> => {
  const kind = values.kind ?? fallbackKind;
  const isSchool = kind === 'school';
  return {
    ...values,
    kind,
    emailDomains: isSchool ? [] : cleanDomains(values.emailDomains ?? []),
    hasInviteCode: !isSchool && values.hasInviteCode === true,
  };
};

/**
 * The edit form's values as UpdateGroupBody. A text box emptied is sent empty (useContractForm hands it over as
 * undefined, which would mean "unchanged"): an emptied contact is cleared, an emptied name is refused by its rule.
 */
export const toUpdateGroupInput = (groupId: string, values: Record<string, unknown>): Record<string, unknown> => ({
  groupId,
  name: values.name ?? '',
  shortName: values.shortName ?? '',
  emailDomains: cleanDomains(values.emailDomains ?? []),
  inviteCode: values.inviteCode ?? 'keep',
  contactName: values.contactName ?? '',
  contactPhone: values.contactPhone ?? '',
});

/** What the edit form starts with: the group as it is, its invite code kept. */
export const groupFormValues = (group: OpsGroup): GroupFormValues => ({
  name: group.name,
  shortName: group.shortName,
  emailDomains: group.emailDomains,
  inviteCode: 'keep',
  contactName: group.contactName,
  contactPhone: group.contactPhone,
});
