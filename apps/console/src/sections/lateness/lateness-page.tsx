import { Tabs } from 'antd';
import { navigate, useLocation } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { CompensationsTab } from './compensations-tab';
import { NoDataTab } from './no-data-tab';
import { ThresholdsTab } from './thresholds-tab';

type TabKey = 'compensations' | 'no-data' | 'thresholds';

/** 晚点补偿: the compensations issued, the departures without live data, and each line's thresholds (?tab=). */
const LatenessPage = () => {
  const { search } = useLocation();
  const asked = search.get('tab');
  const tab: TabKey = asked === 'no-data' || asked === 'thresholds' ? asked : 'compensations';
  const items = [
    { key: 'compensations', label: '补偿记录', children: <CompensationsTab /> },
    { key: 'no-data', label: '无实时数据班次', children: <NoDataTab /> },
    { key: 'thresholds', label: '线路晚点阈值', children: <ThresholdsTab /> },
  ];
  return (
    <SectionPage title="晚点补偿">
      <Tabs activeKey={tab} items={items} destroyOnHidden onChange={(key) => navigate(key === 'compensations' ? '/lateness' : `/lateness?tab=${key}`, { isReplace: true })} />
    </SectionPage>
  );
};

export default LatenessPage;
