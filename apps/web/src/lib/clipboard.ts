/**
 * Copies text for the passenger. The async Clipboard API needs a secure context and, in some web views,
 * is missing or refused; the old selection-and-copy way still works there. Never throws.
 */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure page): try the old way below.
  }
  try {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const isCopied = document.execCommand('copy');
    field.remove();
    return isCopied;
  } catch {
    return false;
  }
};
