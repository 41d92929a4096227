/**
 * The marks drawn on both engines' maps, as DOM elements: Leaflet takes them as div icons, AMap as marker
 * content. Names come from the server, so they are set as text, never as HTML. Every name label carries a
 * priority; declutterLabels hides the ones that would overlap a more important one.
 */
import styles from './route-map.module.css';

const element = (tag: string, className: string | undefined, text?: string): HTMLElement => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Label priorities: what stays when labels collide. */
export const LABEL_PRIORITY = { stop: 1, passenger: 2, terminal: 3, marked: 4 } as const;

const withLabel = (mark: HTMLElement, name: string, priority: number): HTMLElement => {
  const label = element('span', styles.label, name);
  label.title = name;
  label.dataset.labelPriority = String(priority);
  mark.append(label);
  return mark;
};

export type StopRole = 'start' | 'end' | 'stop';

/** A station: 起 / 终 badges at the ends, a ring between; its name beside it. */
export const stopMark = (name: string, role: StopRole): HTMLElement => {
  const mark = element('div', `${styles.mark ?? ''} ${styles.stopMark ?? ''}`);
  mark.dataset.stopName = name;
  if (role === 'stop') mark.append(element('span', styles.stopDot));
  else mark.append(element('span', `${styles.badge ?? ''} ${role === 'start' ? (styles.start ?? '') : (styles.end ?? '')}`, role === 'start' ? '起' : '终'));
  return withLabel(mark, name, role === 'stop' ? LABEL_PRIORITY.stop : LABEL_PRIORITY.terminal);
};

/** A station to choose: a ring and its name, with its id for the page (and a test) to find it by. */
export const stationMark = (name: string, id: string): HTMLElement => {
  const mark = stopMark(name, 'stop');
  mark.dataset.stationId = id;
  return mark;
};

export const markedStopMark = (name: string): HTMLElement => {
  const mark = element('div', `${styles.mark ?? ''} ${styles.markedMark ?? ''}`);
  mark.append(element('span', styles.markedDot));
  return withLabel(mark, name, LABEL_PRIORITY.marked);
};

export const passengerMark = (): HTMLElement => {
  const mark = element('div', `${styles.mark ?? ''} ${styles.passengerMark ?? ''}`);
  mark.dataset.testid = 'map-passenger';
  mark.append(element('span', styles.passengerPulse), element('span', styles.passengerDot));
  return withLabel(mark, '我的位置', LABEL_PRIORITY.passenger);
};

/** A bus. The id and the point are data attributes (a server id and numbers, never text from a person). */
export const vehicleMark = (vehicle: { id?: string; lng: number; lat: number; isStale?: boolean }): HTMLElement => {
  const mark = element('div', styles.mark);
  const badge = element('span', `${styles.badge ?? ''} ${vehicle.isStale ? (styles.stale ?? '') : (styles.vehicle ?? '')}`, '车');
  if (vehicle.id !== undefined) badge.dataset.vehicleId = vehicle.id;
  badge.dataset.position = `${vehicle.lng.toFixed(6)},${vehicle.lat.toFixed(6)}`;
  mark.append(badge);
  return mark;
};

/** The point picked for an address: a pin whose tip is the point. */
export const pickedMark = (): HTMLElement => {
  const mark = element('div', `${styles.mark ?? ''} ${styles.pickedMark ?? ''}`);
  mark.dataset.testid = 'picked-point';
  mark.append(element('span', styles.pin));
  return mark;
};

/** What a tap on a mark opens: the full name and a second line. */
export const popupContent = (title: string, detail?: string): HTMLElement => {
  const box = element('div', styles.popup);
  box.append(element('strong', styles.popupTitle, title));
  if (detail) box.append(element('span', styles.popupDetail, detail));
  return box;
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Shows as many names as fit: labels are placed by priority (then in drawing order), moved to the left of
 * their mark when they would run off the map's right edge, and hidden when they would cover one already
 * placed. A hidden name is still a tap away (the mark's popup). Does nothing before layout (tests in jsdom).
 */
export const declutterLabels = (container: HTMLElement): void => {
  const box = container.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return;
  const hidden = styles.labelHidden ?? '';
  const left = styles.labelLeft ?? '';
  const labels = [...container.querySelectorAll<HTMLElement>('[data-label-priority]')];
  // Writes and reads in batches: a class added between two reads would lay the page out once per label.
  for (const label of labels) label.classList.remove(hidden, left);
  const rects: (DOMRect | undefined)[] = labels.map((label) => label.getBoundingClientRect());
  const turned = labels.flatMap((label, index) => {
    const rect = rects[index];
    return rect && rect.width > 0 && rect.right > box.right - 2 ? [index] : [];
  });
  for (const index of turned) labels[index]?.classList.add(left);
  for (const index of turned) rects[index] = labels[index]?.getBoundingClientRect();
  const ordered = labels
    .map((label, index) => ({ label, index, rect: rects[index], priority: Number(label.dataset.labelPriority) }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index);
  const placed: DOMRect[] = [];
  const toHide: HTMLElement[] = [];
  for (const { label, rect } of ordered) {
    if (!rect || rect.width === 0) continue;
    const isOutside = rect.left < box.left || rect.right > box.right || rect.top < box.top || rect.bottom > box.bottom;
    if (isOutside || placed.some((other) => overlaps(rect, other))) toHide.push(label);
    else placed.push(rect);
  }
  for (const label of toHide) label.classList.add(hidden);
};
