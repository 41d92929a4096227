import { randomCode } from '../../../lib/secret-token';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LENGTH = 10;

/**
 * A share link's code (share_my_custom?code=…): 10 random letters and digits, never the demand's id, so a
 * link cannot be guessed from another one (62^10 codes).
 */
export const newShareCode = (): string => randomCode(ALPHABET, LENGTH);
