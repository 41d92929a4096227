import { Tabs } from 'antd';
import { useState } from 'react';
import { navigate, useLocation } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { AssemblesTab } from './assembles-tab';
import { ClustersTab } from './clusters-tab';
import type { DemandFilter } from './demand-filter';
import { DemandMapTab } from './demand-map-tab';
import { OdCampaignsTab } from './od-campaigns-tab';

type TabKey = 'map' | 'clusters' | 'campaigns' | 'assembles';

/**
 * 需求征集 (decision 046): where passengers' demand for new lines gathers, its clusters (marked 评估中 when the
 * operator takes one up, or proposed as a crowdfund, decision 047), the OD-collection campaigns and the crowdfund
 * monitor (?tab=). The map and the clusters share one filter.
 */
const DemandPage = () => {
  const { search } = useLocation();
  const asked = search.get('tab');
  const tab: TabKey = asked === 'clusters' || asked === 'campaigns' || asked === 'assembles' ? asked : 'map';
  const [filter, setFilter] = useState<DemandFilter>({});
  const items = [
    { key: 'map', label: '需求地图', children: <DemandMapTab filter={filter} setFilter={setFilter} /> },
    { key: 'clusters', label: '需求聚类', children: <ClustersTab filter={filter} setFilter={setFilter} /> },
    { key: 'campaigns', label: '征集活动', children: <OdCampaignsTab /> },
    { key: 'assembles', label: '众筹监控', children: <AssemblesTab /> },
  ];
  return (
    <SectionPage title="需求征集">
      <Tabs activeKey={tab} items={items} destroyOnHidden onChange={(key) => navigate(key === 'map' ? '/demand' : `/demand?tab=${key}`, { isReplace: true })} />
    </SectionPage>
  );
};

export default DemandPage;
