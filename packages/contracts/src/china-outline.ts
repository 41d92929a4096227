/**
 * Whether a point is in China: a coarse outline (about 150 km of slack at sea, a few km to tens of km on land
 * borders, drawn generously outwards so that border towns stay inside), not a survey. It keeps out the points
 * a bounding box lets in: Seoul, Pyongyang, Hanoi, Ulaanbaatar, Vladivostok, Kathmandu, Almaty and the like.
 * Points are GCJ-02 or WGS-84 alike (their difference, hundreds of metres, is far below the outline's slack).
 */

/** [lng, lat], clockwise from the north of Mohe: the Amur and Ussuri, Korea, the sea round Taiwan and Hainan, Vietnam, Laos, Myanmar, the Himalaya, the Pamirs, Kazakhstan, Mongolia and the Argun. */
const CHINA_OUTLINE: readonly (readonly [number, number])[] = [
  [121.2, 53.7], [123.5, 53.8], [125.6, 53.35], [127.1, 51.9], [128.0, 50.45], [129.1, 49.85], [130.8, 49.15],
  [131.3, 47.95], [132.6, 48.05], [134.9, 48.6], [135.2, 48.3], [134.5, 46.8], [133.6, 45.2], [132.9, 45.0],
  [131.5, 44.6], [131.4, 43.0], [130.8, 42.3], [130.75, 42.25], [129.5, 42.3], [128.1, 41.3], [126.8, 41.2],
  [125.2, 40.3], [124.2, 39.7], [123.5, 38.5], [123.5, 36.0], [124.0, 33.0], [123.5, 30.0], [124.0, 26.0],
  [122.5, 21.5], [120.5, 21.0], [117.5, 21.5], [114.5, 21.3], [111.5, 17.8], [108.3, 17.8], [108.0, 20.0],
  [107.95, 21.4], [107.3, 21.65], [106.6, 21.9], [105.8, 22.75], [105.4, 23.2], [104.6, 22.75], [103.9, 22.45],
  [103.0, 22.55], [102.2, 22.3], [101.8, 21.1], [101.1, 21.5], [100.2, 21.4], [99.1, 22.05], [98.9, 23.1],
  [97.5, 23.9], [97.5, 24.8], [98.3, 25.6], [98.4, 27.0], [98.0, 28.3], [96.5, 28.3], [95.5, 27.0],
  [93.9, 26.7], [92.0, 26.9], [91.6, 27.8], [90.0, 28.3], [88.95, 27.2], [88.7, 27.9], [88.1, 27.9],
  [86.0, 27.85], [84.0, 28.6], [83.0, 29.2], [81.6, 30.0], [81.0, 30.1], [80.0, 30.9], [79.2, 31.4], [78.4, 32.6],
  [78.6, 33.8], [78.0, 35.5], [77.8, 35.6], [76.5, 35.9], [75.4, 36.85], [74.8, 37.1], [74.9, 37.4],
  [74.8, 38.6], [73.6, 39.4], [73.7, 39.8], [75.5, 40.6], [76.8, 41.0], [78.4, 41.5], [80.2, 42.1],
  [80.2, 42.9], [79.9, 44.0], [80.0, 44.6], [80.5, 45.1], [82.6, 45.2], [82.4, 46.2], [82.9, 47.3], [85.6, 47.1],
  [86.8, 48.7], [87.35, 49.25], [88.0, 48.5], [90.0, 47.9], [91.0, 46.5], [90.9, 45.3], [93.5, 44.9],
  [95.4, 44.3], [96.4, 42.8], [100.8, 42.7], [104.0, 41.8], [105.2, 41.6], [107.3, 42.3], [109.5, 42.5],
  [111.7, 43.8], [112.8, 44.4], [114.5, 44.9], [116.7, 46.4], [117.9, 46.6], [119.9, 46.7], [119.7, 47.2],
  [118.5, 48.0], [117.3, 47.7], [115.6, 47.9], [116.0, 49.8], [117.9, 49.7], [119.3, 50.3], [120.3, 51.5],
  [121.0, 53.3],
];

/** Ray casting: a point is inside when a ray from it crosses the outline an odd number of times. */
export const isInChina = (lng: number, lat: number): boolean => {
  let isInside = false;
  for (let i = 0, j = CHINA_OUTLINE.length - 1; i < CHINA_OUTLINE.length; j = i, i += 1) {
    const [xi, yi] = CHINA_OUTLINE[i]!;
    const [xj, yj] = CHINA_OUTLINE[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) isInside = !isInside;
  }
  return isInside;
};
