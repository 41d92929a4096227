import type { SuggestionStatus } from '@udian/contracts/schemas/feedback';

/** The tag colour of each state in the queue and the drawer. */
export const suggestionStatusColors: Record<SuggestionStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  replied: 'green',
  closed: 'default',
};
