/** What the request headers say about the device (SPEC section 7), read from the user agent on a best-effort basis. */
export type DeviceInfo = {
  os: string;
  osVersion: string;
  manufacturer: string;
  phoneModel: string;
};

/** Brands whose model strings start with a recognisable prefix; the first match wins. */
const manufacturerPatterns: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(SM-|SAMSUNG|GT-)/i, 'Samsung'],
  [/^(HUAWEI|HW-|ELE-|VOG-|LIO-|NOH-|ANA-|TAS-|JAD-|ALN-|BRA-)/i, 'Huawei'],
  [/^(HONOR|HRY-|BKL-|PCT-)/i, 'Honor'],
  [/^(MI |MIX|Redmi|M2\d{3}|2\d{3}[0-9A-Z]{4,})/i, 'Xiaomi'],
  [/^(OPPO|PB|PC|PD|PE|PF|PG|PH|CPH)[A-Z0-9]{2,}/i, 'OPPO'],
  [/^(vivo|V\d{4}[A-Z]?)/i, 'vivo'],
  [/^(ONEPLUS|IN20|KB20|LE21|NE22)/i, 'OnePlus'],
  [/^(MEIZU|M\d{3}Q)/i, 'Meizu'],
  [/^Pixel/i, 'Google'],
];

const versionOf = (raw: string | undefined): string => (raw ?? '').replace(/_/g, '.');

const androidModel = (userAgent: string): string => {
  // "Android 13; SM-S9180 Build/TP1A..." or "Android 10; K" (reduced UA: the model is hidden)
  const match = /Android [\d.]+;(?: [a-z]{2}[-_][a-z]{2};)? ([^;)]+?)(?: Build\/[^;)]*)?[;)]/i.exec(userAgent);
  const model = match?.[1]?.trim() ?? '';
  return model === 'K' || /^wv$/i.test(model) ? '' : model;
};

const manufacturerOf = (model: string): string =>
  manufacturerPatterns.find(([pattern]) => pattern.test(model))?.[1] ?? '';

export const parseDeviceInfo = (userAgent: string): DeviceInfo => {
  const iosMatch = /(iPhone|iPad|iPod)[^)]*? OS ([\d_]+)/.exec(userAgent);
  if (iosMatch) {
    return { os: 'iOS', osVersion: versionOf(iosMatch[2]), manufacturer: 'Apple', phoneModel: iosMatch[1] ?? '' };
  }
  const harmonyMatch = /(?:OpenHarmony|HarmonyOS)[ /]([\d.]+)/.exec(userAgent);
  if (harmonyMatch) {
    return { os: 'HarmonyOS', osVersion: harmonyMatch[1] ?? '', manufacturer: 'Huawei', phoneModel: '' };
  }
  const androidMatch = /Android ([\d.]+)/.exec(userAgent);
  if (androidMatch) {
    const model = androidModel(userAgent);
    return { os: 'Android', osVersion: androidMatch[1] ?? '', manufacturer: manufacturerOf(model), phoneModel: model };
  }
  const macMatch = /Mac OS X ([\d_]+)/.exec(userAgent);
  if (macMatch) return { os: 'macOS', osVersion: versionOf(macMatch[1]), manufacturer: 'Apple', phoneModel: '' };
  const windowsMatch = /Windows NT ([\d.]+)/.exec(userAgent);
  if (windowsMatch) return { os: 'Windows', osVersion: windowsMatch[1] ?? '', manufacturer: '', phoneModel: '' };
  if (/Linux/.test(userAgent)) return { os: 'Linux', osVersion: '', manufacturer: '', phoneModel: '' };
  return { os: 'unknown', osVersion: '', manufacturer: '', phoneModel: '' };
};
