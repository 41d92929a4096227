import { useEffect } from 'react';

const ENGLISH_LABEL_SELECTOR = '.adm-picker-view-column-item[aria-label="active"]';
const CHOSEN_LABEL = '已选';

const relabel = () => {
  for (const item of document.querySelectorAll(ENGLISH_LABEL_SELECTOR)) item.setAttribute('aria-label', CHOSEN_LABEL);
};

/**
 * antd-mobile's picker wheel labels its chosen item aria-label="active", in English and with no way to set it.
 * While a picker is open, this says 已选 instead (the wheel is aria-hidden, but the page's text stays Chinese).
 */
export const usePickerWheelLabels = (isOpen: boolean): void => {
  useEffect(() => {
    if (!isOpen) return undefined;
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [isOpen]);
};
