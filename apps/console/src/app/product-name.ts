import { CONSOLE_PRODUCT_NAME_META } from '@udian/contracts/console-page';

const DEFAULT_PRODUCT_NAME = '优点巴士';

const readProductName = (): string => {
  if (typeof document === 'undefined') return DEFAULT_PRODUCT_NAME;
  const content = document.querySelector(`meta[name="${CONSOLE_PRODUCT_NAME_META}"]`)?.getAttribute('content')?.trim();
  return content || DEFAULT_PRODUCT_NAME;
};

/** The product name ('优点巴士') the server wrote into the page; Vite's dev page has none, hence the default. */
export const productName = readProductName();

/** '优点巴士运营后台'. */
export const consoleName = `${productName}运营后台`;

export const setPageTitle = (title: string | null) => {
  document.title = title ? `${title} - ${consoleName}` : consoleName;
};
