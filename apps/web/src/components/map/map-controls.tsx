import { useQueryClient } from '@tanstack/react-query';
import { AddOutline, EnvironmentOutline, MinusOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { toast } from '../../app/toast';
import { refreshLocation } from '../../platform/use-location';
import type { MapPoint } from './map-geometry';
import { baseLayerNotice, type MapSubject } from './map-source';
import type { MapSurface } from './map-surface';
import styles from './route-map.module.css';

/** Where "locate me" zooms to. */
export const LOCATE_ZOOM = 15;

type MapControlsProps = {
  surface: MapSurface | null;
  /** Called with the passenger's point after "locate me" found it. */
  onLocated?: (point: MapPoint) => void;
  /** What the map shows, for the notice on a map without a base layer. */
  subject?: MapSubject;
};

/**
 * Our controls over either engine, in Chinese: zoom in and out, "locate me", and one line of text when the
 * map has no base layer. Locating is the passenger's own tap, so it may prompt.
 */
export const MapControls = ({ surface, onLocated, subject = 'route' }: MapControlsProps) => {
  const client = useQueryClient();
  const [isLocating, setIsLocating] = useState(false);
  const notice = surface ? baseLayerNotice(surface.baseLayer, subject) : null;

  const locate = async () => {
    if (!surface || isLocating) return;
    setIsLocating(true);
    try {
      const point = await refreshLocation(client);
      if (point.isDefault) {
        toast.fail(point.errorMsg ?? '无法获取你的位置，请稍后重试');
        return;
      }
      surface.centreOn(point, LOCATE_ZOOM);
      onLocated?.({ lng: point.lng, lat: point.lat });
    } finally {
      setIsLocating(false);
    }
  };

  return (
    <>
      {notice ? (
        <p className={styles.notice} data-testid="map-notice">
          <span className={styles.noticeText}>{notice}</span>
        </p>
      ) : null}
      <div className={styles.controls}>
        <div className={styles.controlGroup}>
          <button type="button" className={styles.controlButton} title="放大" aria-label="放大" disabled={!surface} onClick={() => surface?.zoomIn()}>
            <AddOutline />
          </button>
          <button type="button" className={styles.controlButton} title="缩小" aria-label="缩小" disabled={!surface} onClick={() => surface?.zoomOut()}>
            <MinusOutline />
          </button>
        </div>
        <div className={styles.controlGroup}>
          <button
            type="button"
            className={`${styles.controlButton} ${isLocating ? (styles.locating ?? '') : ''}`}
            title="定位到我的位置"
            aria-label="定位到我的位置"
            aria-busy={isLocating}
            disabled={!surface}
            onClick={() => void locate()}
          >
            <EnvironmentOutline />
          </button>
        </div>
      </div>
    </>
  );
};
