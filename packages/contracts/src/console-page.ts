/**
 * The meta tag the server writes into the operator console's index.html with the product name (config
 * PRODUCT_NAME); the console reads it for its header and titles.
 */
export const CONSOLE_PRODUCT_NAME_META = 'console-product-name';
/** The marker in apps/console/index.html the server replaces with that tag. */
export const CONSOLE_CONFIG_MARKER = '<!--console-config-->';
