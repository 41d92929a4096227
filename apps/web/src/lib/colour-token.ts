/**
 * A colour of styles/tokens.css as a value, for code that must hand over a colour rather than a class name:
 * Leaflet writes its path options into SVG attributes, which cannot read custom properties. Read when drawn,
 * so it follows the stylesheet. Without a stylesheet (jsdom tests) it is the element's own text colour.
 */
export const colourToken = (name: `--color-${string}`): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';
