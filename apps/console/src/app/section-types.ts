import type { Endpoint } from '@udian/contracts/endpoint';
import type { OperatorRole } from '@udian/contracts/operator-roles';
import type { ComponentType, ReactNode } from 'react';

/** One row of the console's menu: a section owning every path under its own prefix. */
export type Section = {
  key: string;
  /** '/orders': the section answers '/orders' and everything under '/orders/'. */
  path: `/${string}`;
  label: string;
  icon: ReactNode;
  /** The section's main contract endpoint: its operatorRoles decide who sees the row and may open it. */
  endpoint: Pick<Endpoint, 'operatorRoles'>;
  load: () => Promise<{ default: ComponentType }>;
};

/** Whether a role sees the row: its endpoint's contract says (a 单位管理员 is kept out of the staff's by STAFF_ROLES). */
export const canSee = (section: Section, role: OperatorRole): boolean => section.endpoint.operatorRoles?.includes(role) ?? false;

/** The section owning a path, whether or not the operator may open it. */
export const sectionOf = (sections: readonly Section[], path: string): Section | undefined =>
  sections.find((section) => path === section.path || path.startsWith(`${section.path}/`));

/** Where '/' leads: the dashboard when the role sees it, else the first row the role sees. */
export const homeSectionOf = (sections: readonly Section[], role: OperatorRole): Section | undefined =>
  sections.find((section) => section.key === 'dashboard' && canSee(section, role)) ?? sections.find((section) => canSee(section, role));
