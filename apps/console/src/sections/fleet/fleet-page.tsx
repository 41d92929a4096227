import { dispatchBoard } from '@udian/contracts/endpoints/ops/fleet/dispatch';
import { Tabs } from 'antd';
import { navigate, useLocation } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { DispatchTab } from './dispatch-tab';
import { DriversTab } from './drivers-tab';
import { useCanCall } from '../../app/use-can-call';
import { VehiclesTab } from './vehicles-tab';

type TabKey = 'vehicles' | 'drivers' | 'dispatch';

/** 车辆与司机: the vehicle register with device tokens, the drivers, and the dispatch board (?tab=). */
const FleetPage = () => {
  const { search } = useLocation();
  const canDispatch = useCanCall(dispatchBoard);
  const asked = search.get('tab');
  const tab: TabKey = asked === 'drivers' || (asked === 'dispatch' && canDispatch) ? asked : 'vehicles';
  const items = [
    { key: 'vehicles', label: '车辆', children: <VehiclesTab /> },
    { key: 'drivers', label: '司机', children: <DriversTab /> },
    ...(canDispatch ? [{ key: 'dispatch', label: '派车', children: <DispatchTab /> }] : []),
  ];
  return (
    <SectionPage title="车辆与司机">
      <Tabs activeKey={tab} items={items} destroyOnHidden onChange={(key) => navigate(key === 'vehicles' ? '/fleet' : `/fleet?tab=${key}`, { isReplace: true })} />
    </SectionPage>
  );
};

export default FleetPage;
