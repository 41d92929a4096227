import { useEffect } from 'react';
import { PAGE_READY_ATTRIBUTE } from '@udian/contracts/page-rendering';

/**
 * Marks the document once the page's own code has taken it over: rendered in the browser, or hydrated over
 * what the server sent (decision 043). Until then a rendered page shows, but its buttons do nothing yet; the
 * end-to-end tests wait for this mark before they tap, as a passenger's finger usually does.
 */
export const PageReady = () => {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
  }, []);
  return null;
};
