/**
 * The CSRF token of the signed-in operator's session (given by login and by /auth/me); every write sends it
 * back. Kept in memory only: a reloaded console asks /auth/me again.
 */
let csrfToken: string | null = null;

export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

export const getCsrfToken = (): string | null => csrfToken;
