import { GtfsError } from './gtfs-error';
import type { GtfsProblemArgs } from './gtfs-messages';
import type { GtfsRow } from './gtfs-table';

const TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;
const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const YUAN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** 'H:MM:SS' as seconds after midnight; '' is null, and anything else that is not a time is NaN. */
export const secondsOfTime = (value: string): number | null => {
  if (value === '') return null;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : Number.NaN;
};

/**
 * Typed reading of one row's fields. Every parser names the column and the value in its problem, and
 * throws a GtfsError carrying the file and the row's line.
 */
export const fieldsOf = (file: string, row: GtfsRow) => {
  const fail = (...problem: GtfsProblemArgs): never => {
    throw new GtfsError(file, row.line, ...problem);
  };
  const text = (column: string): string => row.values[column] ?? '';
  const required = (column: string): string => text(column) || fail('emptyField', { column });

  const integer = (column: string, options: { min: number; max: number; fallback?: number }): number => {
    const value = text(column);
    if (value === '' && options.fallback !== undefined) return options.fallback;
    if (!INTEGER.test(value)) return fail('notInteger', { column, value });
    const n = Number(value);
    if (n < options.min || n > options.max) return fail('outOfRange', { column, value, min: options.min, max: options.max });
    return n;
  };

  const coordinate = (column: string, limit: number): number => {
    const value = required(column);
    if (!DECIMAL.test(value)) return fail('notNumber', { column, value });
    const n = Number(value);
    if (Math.abs(n) > limit) return fail('outOfRange', { column, value, min: -limit, max: limit });
    return n;
  };

  return {
    fail,
    text,
    required,
    integer,
    /** 0 or 1 (empty means the fallback). */
    flag: (column: string, fallback = false): boolean => integer(column, { min: 0, max: 1, fallback: fallback ? 1 : 0 }) === 1,
    latitude: (column: string): number => coordinate(column, 90),
    longitude: (column: string): number => coordinate(column, 180),
    /** 'H:MM:SS' or 'HH:MM:SS' as seconds after midnight; hours pass 23 for runs after midnight. Empty: null. */
    time: (column: string): number | null => {
      const value = text(column);
      const seconds = secondsOfTime(value);
      if (Number.isNaN(seconds)) return fail('notTime', { column, value });
      return seconds;
    },
    /** 'YYYYMMDD' as 'YYYY-MM-DD', refusing dates that do not exist (20260230). */
    date: (column: string): string => {
      const value = text(column);
      const match = DATE.exec(value);
      const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
      const parsed = match ? new Date(`${iso}T00:00:00Z`) : null;
      if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
        return fail('notDate', { column, value });
      }
      return iso;
    },
    /** A price in yuan ('12.5') as integer cents (1250), read as text so that no float rounding creeps in. */
    cents: (column: string): number => {
      const value = text(column);
      const match = YUAN.exec(value);
      if (!match) return fail('notYuan', { column, value });
      return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    },
  };
};

export type GtfsFields = ReturnType<typeof fieldsOf>;
