import { useEffect } from 'react';

const ENGLISH_MARK = '.adm-picker-view-column-item[aria-label="active"]';

/**
 * antd-mobile names a picker wheel's chosen item with the English aria-label "active" (its own accessible
 * buttons beside the wheel already say the choice in Chinese). While a picker is open, that label is said in
 * Chinese instead: every label of the app is Chinese.
 */
export const useChineseWheelLabels = (isOpen: boolean): void => {
  useEffect(() => {
    if (!isOpen) return undefined;
    const relabel = () => {
      for (const item of document.querySelectorAll(ENGLISH_MARK)) item.setAttribute('aria-label', '当前选项');
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [isOpen]);
};
