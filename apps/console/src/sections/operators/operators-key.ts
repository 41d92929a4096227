export const OPERATORS_KEY = ['operators'] as const;
