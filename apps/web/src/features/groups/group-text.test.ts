import { describe, expect, it } from 'vitest';
import { completeEmail, domainHint, isLeavable, isOfDomains, lineCountText, memberPriceText, membershipText } from './group-text';

describe('group text', () => {
  it('says what a member pays: free, a staff price, or the fare', () => {
    expect(memberPriceText({ payer: 'group', memberPriceCents: 0 })).toBe('免费');
    expect(memberPriceText({ payer: 'group', memberPriceCents: 300 })).toBe('员工价 ¥3.00');
    expect(memberPriceText({ payer: 'passenger', memberPriceCents: 500 })).toBe('乘客自付');
  });

  it('names the membership by its proof and time, in Shanghai time', () => {
    expect(membershipText({ groupId: '1', method: 'email', email: 'zh***@udian-tech.com', since: '2026-06-03T00:15:00.000Z' })).toBe(
      '已认证 · 企业邮箱 zh***@udian-tech.com · 2026-06-03 08:15',
    );
    expect(membershipText({ groupId: '1', method: 'staffPhone', email: null, since: '2026-06-03T00:15:00.000Z' })).toBe(
      '已认证 · 员工名单手机号 · 2026-06-03 08:15',
    );
  });

  it('lets the passenger end only an e-mail or invite membership', () => {
    expect(isLeavable('email')).toBe(true);
    expect(isLeavable('inviteCode')).toBe(true);
    expect(isLeavable('staffPhone')).toBe(false);
  });

  it('counts the lines', () => {
    expect(lineCountText({ lineCount: 3 })).toBe('3 条员工线路');
    expect(lineCountText({ lineCount: 0 })).toBe('暂无运行中的线路');
  });

  it('hints and checks the e-mail domains, and completes a bare name with the only domain', () => {
    expect(domainHint(['udian-tech.com'])).toBe('@udian-tech.com');
    expect(domainHint(['a.com', 'b.cn'])).toBe('@a.com、@b.cn');
    expect(isOfDomains('Zhang@UDIAN-tech.com', ['udian-tech.com'])).toBe(true);
    expect(isOfDomains('zhang@udian-tech.com.evil.cn', ['udian-tech.com'])).toBe(false);
    expect(isOfDomains('zhang@gmail.com', ['udian-tech.com'])).toBe(false);
    expect(isOfDomains('@udian-tech.com', ['udian-tech.com'])).toBe(false);
    expect(completeEmail(' zhang ', ['udian-tech.com'])).toBe('zhang@udian-tech.com');
    expect(completeEmail('zhang@udian-tech.com', ['udian-tech.com'])).toBe('zhang@udian-tech.com');
    expect(completeEmail('zhang', ['a.com', 'b.cn'])).toBe('zhang');
  });
});
