import { afterEach, describe, expect, it } from 'vitest';
import { colourToken } from './colour-token';

describe('colourToken', () => {
  afterEach(() => {
    document.documentElement.style.removeProperty('--color-primary');
  });

  it('reads the custom property the stylesheet sets', () => {
    document.documentElement.style.setProperty('--color-primary', ' rgb(22, 119, 255) ');
    expect(colourToken('--color-primary')).toBe('rgb(22, 119, 255)');
  });

  it('falls back to the text colour where no stylesheet sets it', () => {
    expect(colourToken('--color-primary')).toBe('currentColor');
  });
});
