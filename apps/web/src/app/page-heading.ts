import { createContext, useContext, useEffect } from 'react';

/** Lets a page replace its heading from the page table with one it knows only at run time. */
export const PageHeadingContext = createContext<(heading: string | undefined) => void>(() => undefined);

/**
 * The page's heading in the title bar, when it depends on the page's data (a search keyword, adding or
 * editing a rider). Undefined keeps the heading of the page table.
 */
export const usePageHeading = (heading: string | undefined): void => {
  const setHeading = useContext(PageHeadingContext);
  useEffect(() => {
    setHeading(heading);
    return () => setHeading(undefined);
  }, [heading, setHeading]);
};
