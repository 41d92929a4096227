import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import type { Section } from './section-types';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per section, so a section's chunk is fetched once and its state survives re-renders. */
export const lazySection = (section: Section): LazyExoticComponent<ComponentType> => {
  const known = loaded.get(section.key);
  if (known) return known;
  const component = lazy(section.load);
  loaded.set(section.key, component);
  return component;
};

/** React.lazy keeps a failed load; retrying needs a new lazy component that imports again. */
export const forgetSection = (key: string) => {
  loaded.delete(key);
};
