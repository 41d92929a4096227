/** A plain-text e-mail: the address, the subject and the body. */
export type EmailMessage = { to: string; subject: string; text: string };

/**
 * Delivers e-mail (decision 048: the codes that prove a company address). The caller decides whether a
 * message may be sent; a provider only sends, and throws when the message could not be handed over.
 */
export type EmailProvider = {
  name: 'console';
  send: (message: EmailMessage) => Promise<void>;
};
