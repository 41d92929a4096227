/**
 * Order numbers as the server issues them ('UD' + 20 digits, the contracts' OrderNo). Checked here because
 * the browser never runs zod (decision 015): a link cut short says so instead of asking the server.
 */
const orderNoPattern = /^UD\d{20}$/;

export const isOrderNo = (value: string | null): value is string => value !== null && orderNoPattern.test(value);

export const readOrderNo = (search: string): string | null => {
  const value = new URLSearchParams(search).get('orderNo');
  return isOrderNo(value) ? value : null;
};
