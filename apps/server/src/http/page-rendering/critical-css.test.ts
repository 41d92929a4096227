import { describe, expect, it } from 'vitest';
import { classesIn, createCriticalCss, parseCss } from './critical-css';

const STYLESHEET = `
:root{--a:1}
/* a comment { with braces } */
.card{padding:1px}
.card .title,.other{color:red}
.card.active{color:blue}
button{border:0}
@media (max-width:400px){.card{padding:0}.unused{margin:0}}
@media print{.unused{display:none}}
@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}
.icon::after{content:"}"}
@import url(x.css);
`;

describe('the CSS a rendered page needs', () => {
  it('reads the class names of the markup', () => {
    expect([...classesIn('<div class="card  active"><p class="title">x</p><span class="">y</span></div>')]).toEqual(['card', 'active', 'title']);
  });

  it('keeps the rules whose selectors the markup can match, the rules that name no class, and their at-rules', () => {
    const css = createCriticalCss([STYLESHEET])('<div class="card"><h3 class="title">车票</h3></div>');
    expect(css).toBe(
      ':root{--a:1}.card{padding:1px}.card .title,.other{color:red}button{border:0}@media (max-width:400px){.card{padding:0}}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}@import url(x.css);',
    );
  });

  it('needs every class of a selector: a state the markup does not show is left to the page chunk', () => {
    const css = createCriticalCss([STYLESHEET])('<div class="card active icon"></div>');
    expect(css).toContain('.card.active{color:blue}');
    expect(css).toContain('.icon::after{content:"}"}');
    expect(createCriticalCss([STYLESHEET])('<div class="card"></div>')).not.toContain('.card.active');
  });

  it('parses nested blocks, strings and comments without losing a rule', () => {
    const nodes = parseCss(STYLESHEET);
    expect(nodes.map((node) => node.kind)).toEqual(['rule', 'rule', 'rule', 'rule', 'rule', 'group', 'group', 'keep', 'rule', 'keep']);
  });
});
