/** The fleet section's query keys: a write invalidates through these, never a literal. */
export const FLEET_KEY = ['fleet'] as const;
export const VEHICLES_KEY = [...FLEET_KEY, 'vehicles'] as const;
export const DRIVERS_KEY = [...FLEET_KEY, 'drivers'] as const;
export const dispatchKey = (date: string) => [...FLEET_KEY, 'dispatch', date] as const;
