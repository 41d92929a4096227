import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css';

describe('the entry stylesheet in index.html', () => {
  it('replaces a linked stylesheet of the build with its text and leaves others linked', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1a.css"><link rel="stylesheet" href="https://cdn.example/x.css"></head>';
    const css: Record<string, string> = { '/assets/index-1a.css': ':root{--a:1}' };
    expect(inlineStylesheets(html, (href) => css[href] ?? null)).toBe('<head><style>:root{--a:1}</style><link rel="stylesheet" href="https://cdn.example/x.css"></head>');
  });

  it('keeps a closing tag in the CSS from ending the style element', () => {
    const out = inlineStylesheets('<link rel="stylesheet" href="/a.css">', () => 'a::after{content:"</style>"}');
    expect(out).toBe('<style>a::after{content:"<\\/style>"}</style>');
  });
});
