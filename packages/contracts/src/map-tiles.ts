/**
 * MAP_TILE_URL, a Leaflet tile URL template. Besides Leaflet's {z}, {x}, {y} and {s}, it may name its
 * subdomains as a range, as tile providers write them: `https://webrd0{1-4}.is.autonavi.com/…` is
 * `https://webrd0{s}.is.autonavi.com/…` with subdomains 1, 2, 3 and 4. Shared by the server (which checks
 * the setting and allows the hosts in its security policy) and the web app (which hands it to Leaflet).
 */
export type TileSource = { url: string; subdomains: string[] };

const RANGE = /\{([0-9a-z])-([0-9a-z])\}/;
/** Leaflet's own default when a template uses {s} without saying which subdomains. */
const LEAFLET_SUBDOMAINS = ['a', 'b', 'c'];

export const isTileTemplate = (template: string): boolean =>
  /^https?:\/\/\S+$/.test(template) && ['{z}', '{x}', '{y}'].every((part) => template.includes(part));

export const parseTileTemplate = (template: string): TileSource => {
  const range = RANGE.exec(template);
  if (!range) return { url: template, subdomains: LEAFLET_SUBDOMAINS };
  const [from, to] = [range[1]!.charCodeAt(0), range[2]!.charCodeAt(0)];
  const subdomains = Array.from({ length: Math.max(0, to - from) + 1 }, (_, index) => String.fromCharCode(from + index));
  return { url: template.replace(RANGE, '{s}'), subdomains };
};

/** Every origin the template's tiles come from (for a security policy). */
export const tileOrigins = (template: string): string[] => {
  if (!template) return [];
  const { url, subdomains } = parseTileTemplate(template);
  const hosts = url.includes('{s}') ? subdomains.map((subdomain) => url.replaceAll('{s}', subdomain)) : [url];
  return [
    ...new Set(
      hosts.flatMap((host) => {
        try {
          return [new URL(host.replace(/\{[a-z]\}/g, '0')).origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
};
