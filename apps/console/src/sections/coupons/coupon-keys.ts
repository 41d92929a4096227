/** The coupons section's query keys: a write invalidates through these, never a literal. */
export const COUPONS_KEY = ['coupons'] as const;
export const TEMPLATES_KEY = [...COUPONS_KEY, 'templates'] as const;
export const CAMPAIGNS_KEY = [...COUPONS_KEY, 'campaigns'] as const;
export const BATCHES_KEY = [...COUPONS_KEY, 'batches'] as const;
export const codesKey = (batchId: string, filter: string, page: number) => [...COUPONS_KEY, 'codes', batchId, filter, page] as const;
export const LINE_CHOICES_KEY = [...COUPONS_KEY, 'line-choices'] as const;
