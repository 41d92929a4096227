import { parseContentMarkdown, renderContentBlocks } from '@udian/contracts/content-markdown';
import { createElement, useMemo, type ReactNode } from 'react';
import { productName } from '../../app/product-name';
import './markdown-preview.css';

/**
 * The live preview of a content page: the same parser and element mapping the app renders with
 * (packages/contracts content-markdown.ts, decision 058), in the app's look at a phone's width. Links are
 * shown but not followed here.
 */
export const MarkdownPreview = ({ markdown }: { markdown: string }) => {
  const elements = useMemo<ReactNode[]>(
    () => renderContentBlocks<ReactNode>(parseContentMarkdown(markdown, { productName }), (tag, props, ...children) => createElement(tag, props, ...children)),
    [markdown],
  );
  return (
    <article className="content-preview" aria-label="手机预览" onClickCapture={(event) => event.target instanceof Element && event.target.closest('a') && event.preventDefault()}>
      {elements}
    </article>
  );
};
