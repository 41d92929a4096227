import { importGtfsUpload } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import { Tabs } from 'antd';
import { navigate, useLocation } from '../../app/router';
import { useOperator } from '../../app/use-operator';
import { SectionPage } from '../../components/section-page';
import { GtfsImportTab } from './gtfs-import-tab';
import { LineDetail } from './line-detail';
import { LinesTab } from './lines-tab';
import { StationsTab } from './stations-tab';

const LINE_PREFIX = '/network/lines/';

/** 线路与站点: '/network?tab=lines|stations|gtfs' are the tabs; '/network/lines/<id>' is one line. */
const NetworkPage = () => {
  const { path, search } = useLocation();
  const me = useOperator();
  const lineId = path.startsWith(LINE_PREFIX) ? decodeURIComponent(path.slice(LINE_PREFIX.length)) : '';
  if (lineId) return <LineDetail key={lineId} lineId={lineId} />;

  const canImport = importGtfsUpload.operatorRoles?.includes(me.role) ?? false;
  const tabs = [
    { key: 'lines', label: '线路', children: <LinesTab /> },
    { key: 'stations', label: '站点', children: <StationsTab /> },
    ...(canImport ? [{ key: 'gtfs', label: '导入 GTFS', children: <GtfsImportTab /> }] : []),
  ];
  const asked = search.get('tab');
  const active = tabs.some((tab) => tab.key === asked) ? asked! : 'lines';
  return (
    <SectionPage title="线路与站点">
      <Tabs activeKey={active} items={tabs} onChange={(key) => navigate(key === 'lines' ? '/network' : `/network?tab=${key}`, { isReplace: true })} destroyOnHidden />
    </SectionPage>
  );
};

export default NetworkPage;
