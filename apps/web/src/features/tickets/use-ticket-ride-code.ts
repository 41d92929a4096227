import { useLoginInfo } from '../../lib/use-login-info';
import { useRideCodes } from './api/ride-codes';
import type { RideTicket } from './ride-code-cache';
import type { RideCodePanelProps } from './ride-code-panel';
import { useCurrentRideCode } from './use-current-ride-code';

/**
 * A logged-in passenger's ticket's ride code: the list from the server or the device, and the code of the
 * current step. `panel` is what RideCodePanel shows; `view` lets check-ticket send the code on screen.
 */
export const useTicketRideCode = (ticket: RideTicket, isEnabled = true) => {
  const owner = useLoginInfo()?.userId ?? '';
  const codes = useRideCodes(owner, ticket, isEnabled && owner !== '');
  const view = useCurrentRideCode(codes.data);
  const panel: RideCodePanelProps = {
    ticket: codes.data?.ticket ?? ticket,
    entry: codes.data,
    view,
    isLoading: codes.isPending,
    error: codes.error,
    onRetry: () => void codes.refetch(),
  };
  return { view, panel, isFromCache: codes.data?.isFromCache ?? false };
};
