import { create } from 'qrcode';
import { useMemo } from 'react';
import styles from './qr-code.module.css';

/** Light modules around the symbol, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 2;

/** One SVG path of the dark modules: a row's run of dark modules is one rectangle. */
export const qrPath = (text: string): { size: number; path: string } => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
};

type QrCodeProps = { text: string; label: string; className?: string };

/**
 * A QR code drawn as SVG from the text (no canvas, so it is sharp at any size and testable in jsdom). Only
 * the ticket pages import this module, which keeps the `qrcode` package out of every other page's chunk.
 */
export const QrCode = ({ text, label, className }: QrCodeProps) => {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-code={text}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} className={styles.light} />
      <path d={path} className={styles.dark} />
    </svg>
  );
};
