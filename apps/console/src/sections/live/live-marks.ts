import type { LiveBus } from '@udian/contracts/endpoints/ops/live/live-buses';

/** The colours a mark is drawn in, from the antd theme (the console has no stylesheet of its own). */
export type MarkColours = { onTime: string; late: string; stale: string; text: string; surface: string };

/** '晚点 12 分钟', '提前 2 分钟', '准点', or '—' when the bus is not on a run or gives no prediction. */
export const latenessText = (bus: Pick<LiveBus, 'lateMinutes'>): string => {
  if (bus.lateMinutes === null) return '—';
  if (bus.lateMinutes > 0) return `晚点 ${bus.lateMinutes} 分钟`;
  if (bus.lateMinutes < 0) return `提前 ${-bus.lateMinutes} 分钟`;
  return '准点';
};

export const colourOf = (bus: Pick<LiveBus, 'isLate' | 'isStale'>, colours: MarkColours): string =>
  bus.isStale ? colours.stale : bus.isLate ? colours.late : colours.onTime;

/** A bus on the map: a dot turned to its heading, with the plate and line beside it. Built with textContent, never HTML. */
export const busMark = (bus: LiveBus, colours: MarkColours): HTMLElement => {
  const colour = colourOf(bus, colours);
  const mark = document.createElement('div');
  mark.style.cssText = 'position:absolute;transform:translate(-50%,-50%);display:flex;align-items:center;gap:4px;white-space:nowrap;';
  const dot = document.createElement('div');
  dot.style.cssText = `width:16px;height:16px;border-radius:50%;background:${colour};border:2px solid ${colours.surface};box-shadow:0 0 3px rgba(0,0,0,.35);`;
  const label = document.createElement('div');
  label.style.cssText = `font-size:12px;line-height:16px;padding:0 4px;border-radius:4px;background:${colours.surface};color:${colour};border:1px solid ${colour};`;
  label.textContent = bus.line ? `${bus.plate} · ${bus.line.code}` : bus.plate;
  mark.append(dot, label);
  return mark;
};

const row = (text: string, strong = false): HTMLElement => {
  const line = document.createElement('div');
  line.textContent = text;
  if (strong) line.style.fontWeight = '600';
  return line;
};

/** The popup of a bus: plate and line, lateness, next stop, speed and when it last reported. */
export const busPopup = (bus: LiveBus, reportedAt: string): HTMLElement => {
  const box = document.createElement('div');
  box.style.cssText = 'font-size:12px;line-height:20px;min-width:160px;';
  box.append(
    row(bus.line ? `${bus.plate}（${bus.line.code} ${bus.line.name}）` : bus.plate, true),
    row(`准点情况：${latenessText(bus)}`),
    row(`下一站：${bus.nextStop?.name ?? '—'}`),
    row(`车速：${Math.round(bus.speedKmh)} 公里/小时`),
    row(`最近上报：${reportedAt}${bus.isStale ? '（信号中断）' : ''}`),
  );
  return box;
};
