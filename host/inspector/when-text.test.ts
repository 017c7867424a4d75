import { describe, expect, it } from 'vitest';
import type { When } from '@portico/core';
import { whenToText } from './when-text';

describe('whenToText', () => {
  it('says 始终 for a contribution without a clause', () => {
    expect(whenToText(undefined)).toBe('始终');
  });

  it('reads every leaf, with ids, menus and roles as they are', () => {
    const cases: Array<[When, string]> = [
      [{ loggedIn: true }, '已登录'],
      [{ loggedIn: false }, '未登录'],
      [{ menu: 393 }, '菜单 393'],
      [{ anyMenu: [129, 130] }, '任一菜单 129, 130'],
      [{ data: 'push_user' }, '数据权限 push_user'],
      [{ accountType: 'owner' }, '账号类型 owner'],
      [{ accountType: ['agency', 'operator'] }, '账号类型 agency / operator'],
      [{ role: ['ADMIN', 'RECHARGE'] }, '角色 ADMIN / RECHARGE'],
      [{ pushUser: false }, '非推送用户'],
      [{ pushUser: true }, '推送用户'],
      [{ multiAccess: true }, '代理商代管'],
      [{ multiAccess: false }, '非代管'],
      [{ loginType: [1, 5] }, '登录类型 1, 5'],
      [{ ownerType: [1, 2, 3] }, '广告主类型 1, 2, 3'],
      [{ flag: 'toolboxEnabled' }, '标志 toolboxEnabled'],
    ];
    for (const [when, text] of cases) expect(whenToText(when), JSON.stringify(when)).toBe(text);
  });

  it('brackets compound clauses inside compound clauses, so the grouping reads as it evaluates', () => {
    expect(whenToText({ all: [{ loggedIn: true }, { pushUser: false }] })).toBe('已登录 且 非推送用户');
    expect(
      whenToText({
        all: [{ accountType: 'owner' }, { any: [{ menu: 129 }, { menu: 130 }] }, { not: { multiAccess: true } }],
      }),
    ).toBe('账号类型 owner 且 （菜单 129 或 菜单 130） 且 非（代理商代管）');
    expect(whenToText({ not: { all: [{ menu: 1 }, { menu: 2 }] } })).toBe('非（菜单 1 且 菜单 2）');
    expect(whenToText({ all: [] })).toBe('始终');
  });

  it('names a shape it does not know instead of guessing', () => {
    expect(whenToText({ weekday: 3 } as unknown as When)).toBe('未知条件 {"weekday":3}');
  });
});
