/**
 * get-invoice's ?orderNo=, as the server issues order numbers ('UD' + 20 digits). Checked here because the
 * browser never runs zod (decision 015): a link cut short shows the invoice list only.
 */
const orderNoPattern = /^UD\d{20}$/;

export const readInvoiceOrderNo = (search: string): string | null => {
  const value = new URLSearchParams(search).get('orderNo');
  return value !== null && orderNoPattern.test(value) ? value : null;
};
