import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Id, Keyword } from '../../schemas/common';
import {
  CompanyEmail,
  EmailCode,
  GroupInviteCode,
  GroupKind,
  GroupLine,
  GroupMembership,
  GroupSummary,
} from '../../schemas/groups';

/**
 * Groups for passengers (decision 048): finding an enterprise or a school, proving membership, and the
 * lines kept for its members. Membership calls answer the membership made; a refusal changes nothing.
 */

/**
 * enterprise-search / restudy/enterprise-search: groups by name, short name or the pinyin initials of either.
 * Without a keyword: the groups of a city (what the page lists before the passenger types), by name.
 */
export const searchGroups = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/group/search',
  summary: 'Enterprises or schools whose name, short name or pinyin initials match a keyword, or those of a city',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ keyword: Keyword.optional(), cityId: CityId.optional(), kind: GroupKind.default('enterprise') }),
  data: z.object({ items: z.array(GroupSummary) }),
});

/** One group, and the logged-in passenger's membership of it (null for a visitor or a non-member). */
export const groupDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/group/detail',
  summary: "A group and the passenger's membership of it",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ groupId: Id }),
  data: z.object({ group: GroupSummary, membership: GroupMembership.nullable() }),
});

/** The groups the passenger belongs to, by any proof (group-line's list). */
export const myGroups = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/group/myGroups',
  summary: 'The groups the passenger is a member of',
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(z.object({ group: GroupSummary, membership: GroupMembership })) }),
});

/** Proof by the account's own phone being on the group's staff list. */
export const verifyGroupPhone = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/group/member/verifyPhone',
  summary: "Makes the passenger a member when their account's phone is on the group's staff list",
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ groupId: Id }),
  data: z.object({ membership: GroupMembership }),
});

/** Sends a six-digit code to an address of one of the group's e-mail domains. */
export const sendGroupEmailCode = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/group/member/emailCode',
  summary: "Sends a membership code to an e-mail address of the group's domains",
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ groupId: Id, email: CompanyEmail }),
  data: z.object({ email: z.string(), resendSeconds: z.number().int(), expiresInMinutes: z.number().int() }),
});

/** Proof by the code sent to a company address. */
export const verifyGroupEmail = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/group/member/verifyEmail',
  summary: 'Makes the passenger a member with the code sent to their company address',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ groupId: Id, email: CompanyEmail, code: EmailCode }),
  data: z.object({ membership: GroupMembership }),
});

/** Proof by the group's invite code. */
export const joinGroupByInvite = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/group/member/joinByInvite',
  summary: "Makes the passenger a member with the group's invite code",
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ groupId: Id, inviteCode: GroupInviteCode }),
  data: z.object({ membership: GroupMembership }),
});

/** Ends the passenger's own membership (proved by e-mail or invite code; a staff-list phone stays a member). */
export const leaveGroup = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/group/member/leave',
  summary: "Ends the passenger's membership of a group",
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ groupId: Id }),
  data: z.object({ groupId: Id }),
});

/**
 * group-line/enterprise-line: the running lines kept for a group's members, with what a member pays. Anyone
 * may look; isMember says whether the logged-in passenger may buy them.
 */
export const groupLines = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/group/lines',
  summary: "A group's lines and what a member pays on each",
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ groupId: Id }),
  data: z.object({ isMember: z.boolean(), items: z.array(GroupLine) }),
});
