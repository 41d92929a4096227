import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chooseCity } from '../../api/queries/effective-city';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { EmptyState } from '../../components/query-state/empty-state';
import { getCurrentCity, type City } from '../../lib/local-memory';
import { useCityList } from './api/city-list';
import styles from './city-chooser.module.css';

type CityChooserProps = { selectedCityId: number | undefined; onClose: () => void };

/**
 * Full-screen city list (its own chunk: most visits never open it). Choosing a city remembers it as
 * selectedCity, which wins over the located city from then on, and refetches the home page.
 */
export const CityChooser = ({ selectedCityId, onClose }: CityChooserProps) => {
  const client = useQueryClient();
  const cities = useCityList();
  const located = getCurrentCity();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const choose = (city: City) => {
    onClose();
    void chooseCity(client, city);
  };

  const cityButton = (city: City) => (
    <button
      type="button"
      className={`${styles.city} ${city.cityId === selectedCityId ? styles.selected : ''}`}
      aria-current={city.cityId === selectedCityId ? 'true' : undefined}
      onClick={() => choose(city)}
    >
      <span>{city.cityName}</span>
      {city.cityId === selectedCityId ? <span className={styles.current}>当前城市</span> : null}
    </button>
  );

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="city-chooser-title">
      <div className={styles.bar}>
        <button type="button" className={styles.close} onClick={onClose}>
          关闭
        </button>
        <h2 id="city-chooser-title" className={styles.title}>
          选择城市
        </h2>
      </div>
      <div className={styles.body}>
        {located ? (
          <>
            <p className={styles.groupTitle}>定位城市</p>
            <div className={styles.list}>{cityButton(located)}</div>
          </>
        ) : null}
        <p className={styles.groupTitle}>已开通城市</p>
        {cities.isPending ? (
          <SkeletonList rows={2} label="正在加载城市列表" />
        ) : cities.isError ? (
          <ErrorState title="城市列表加载失败" onRetry={() => void cities.refetch()} />
        ) : cities.data.cities.length === 0 ? (
          <EmptyState title="暂无开通城市" hint="服务开通后会在这里显示，请稍后再来看看" />
        ) : (
          <ul className={styles.list}>
            {cities.data.cities.map((city) => (
              <li key={city.cityId}>{cityButton(city)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
