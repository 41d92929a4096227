import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../test/render';
import { QrCode, qrPath } from './qr-code';

const CODE = 'UD1.31.59408496.AbCdEfGhIjKlMnOpQrStUv';

describe('QR code', () => {
  it('draws the symbol with a quiet zone: a finder pattern starts at the top left', () => {
    const { size, path } = qrPath(CODE);
    // 39 characters at level M need version 3: 29 modules, plus 2 light modules each side.
    expect(size).toBe(33);
    expect(path.startsWith('M2 2h7v1h-7z')).toBe(true);
  });

  it('is the same drawing for the same code and another for another code', () => {
    expect(qrPath(CODE).path).toBe(qrPath(CODE).path);
    expect(qrPath(CODE).path).not.toBe(qrPath(CODE.replace('59408496', '59408497')).path);
  });

  it('renders as an SVG image named for screen readers', () => {
    const rendered = renderWithQuery(<QrCode text={CODE} label="张三的乘车码" />);
    const svg = rendered.container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('张三的乘车码');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 33 33');
    rendered.unmount();
  });
});
