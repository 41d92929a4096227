import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../app/navigation';
import { getHref, type Query } from '../app/paths';

type AppLinkProps = {
  /** A page path of app/page-paths.ts, e.g. AGREEMENT_PATH. */
  to: string;
  query?: Query;
  isReplace?: boolean;
  className?: string;
  children: ReactNode;
};

/** A left click without modifier keys: the app navigates in place; any other opens as the browser would. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An in-app link: a real href from getHref (so it can be opened or shared), navigated in place on a tap. */
export const AppLink = ({ to, query, isReplace = false, className, children }: AppLinkProps) => {
  const href = getHref(to, query);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigateTo(href, { isReplace });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
};
