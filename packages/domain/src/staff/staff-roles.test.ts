import { describe, expect, it } from 'vitest';
import { formatStaffRoles, hasStaffRole, isStaff, parseStaffRoles } from './staff-roles.ts';

describe('staff roles as stored', () => {
  it.each([
    [null, []],
    ['', []],
    ['user', []],
    ['admin', ['admin']],
    ['moderator,editor', ['editor', 'moderator']],
    [' Editor , editor,unknown', ['editor']],
    ['user,admin,moderator,editor', ['admin', 'editor', 'moderator']],
  ] as const)('reads %j as %j', (stored, roles) => {
    expect(parseStaffRoles(stored)).toEqual(roles);
  });

  it('writes each role once in a fixed order, and "user" for none, so equal sets store equal text', () => {
    expect(formatStaffRoles([])).toBe('user');
    expect(formatStaffRoles(['moderator', 'editor', 'moderator'])).toBe('editor,moderator');
    expect(parseStaffRoles(formatStaffRoles(['moderator', 'admin']))).toEqual(['admin', 'moderator']);
  });
});

describe('who may do staff work', () => {
  it('lets an admin do everything and the others only their own work', () => {
    expect(hasStaffRole(['admin'], ['editor'])).toBe(true);
    expect(hasStaffRole(['admin'], ['moderator'])).toBe(true);
    expect(hasStaffRole(['editor'], ['editor'])).toBe(true);
    expect(hasStaffRole(['editor'], ['moderator'])).toBe(false);
    expect(hasStaffRole(['moderator'], ['editor'])).toBe(false);
    expect(hasStaffRole(['editor', 'moderator'], ['moderator'])).toBe(true);
    expect(hasStaffRole([], ['editor', 'moderator'])).toBe(false);
  });

  it('counts nobody without a role as staff', () => {
    expect(isStaff([])).toBe(false);
    expect(isStaff(['moderator'])).toBe(true);
  });
});
