import { describe, expect, it } from 'vitest';
import { canSee, homeSectionOf } from './section-types';
import { sections } from './sections';

const keysFor = (role: Parameters<typeof canSee>[1]) => sections.filter((section) => canSee(section, role)).map((section) => section.key);

describe('the console menu and the roles', () => {
  it('shows a 单位管理员 only 单位管理, and sends them there from home', () => {
    expect(keysFor('groupAdmin')).toEqual(['groups']);
    expect(homeSectionOf(sections, 'groupAdmin')?.key).toBe('groups');
  });

  it("keeps every staff section from a 单位管理员 by its endpoint's roles alone (STAFF_ROLES), and shows them to the staff", () => {
    for (const section of sections.filter((row) => row.key !== 'groups')) {
      expect(section.endpoint.operatorRoles, section.key).not.toContain('groupAdmin');
      expect(canSee(section, 'groupAdmin'), section.key).toBe(false);
    }
    expect(canSee(sections.find((section) => section.key === 'network')!, 'groupAdmin')).toBe(false);
    expect(canSee(sections.find((section) => section.key === 'network')!, 'dispatcher')).toBe(true);
    expect(canSee(sections.find((section) => section.key === 'groups')!, 'groupAdmin')).toBe(true);
  });

  it('shows 单位管理 to the roles its list allows: admin, 客服 and 财务, not 调度', () => {
    expect(keysFor('admin')).toContain('groups');
    expect(keysFor('service')).toContain('groups');
    expect(keysFor('finance')).toContain('groups');
    expect(keysFor('dispatcher')).not.toContain('groups');
  });

  it('shows 班车定制 to the roles its list allows: admin, 调度 and 客服, not 财务 nor a 单位管理员', () => {
    for (const role of ['admin', 'dispatcher', 'service'] as const) expect(keysFor(role)).toContain('shuttles');
    expect(keysFor('finance')).not.toContain('shuttles');
    expect(keysFor('groupAdmin')).not.toContain('shuttles');
    expect(sections.find((section) => section.key === 'shuttles')?.label).toBe('班车定制');
  });
});
