import { describe, expect, it } from 'vitest';
import { jsSdkSignature, newNonceStr, urlForSignature } from './wechat-js-signature';

describe('WeChat JS-SDK signature', () => {
  it('matches the official test vector', () => {
    expect(
      jsSdkSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it("ignores '#' and what follows in the URL", () => {
    const input = {
      jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
    };
    expect(jsSdkSignature({ ...input, url: 'http://mp.weixin.qq.com?params=value#/a/b?c=d' })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    expect(urlForSignature('https://a.example/p.html?x=1#top')).toBe('https://a.example/p.html?x=1');
  });

  it('nonces are 16 letters and digits', () => {
    const nonce = newNonceStr();
    expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(newNonceStr()).not.toBe(nonce);
  });
});
