import { useEffect } from 'react';
import { toast } from '../../app/toast';

/**
 * A page falling back to the ride code kept on the device clears the network toast of the failed call:
 * the code is what the driver must see, and the page already says it is offline.
 */
export const useClearToastOnShow = (isShown: boolean): void => {
  useEffect(() => {
    if (isShown) toast.clear();
  }, [isShown]);
};
