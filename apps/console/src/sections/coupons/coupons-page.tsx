import { Tabs } from 'antd';
import { navigate, useLocation } from '../../app/router';
import { SectionPage } from '../../components/section-page';
import { CampaignsTab } from './campaigns-tab';
import { RedeemTab } from './redeem-tab';
import { TemplatesTab } from './templates-tab';

type TabKey = 'templates' | 'campaigns' | 'redeem';

/** 优惠券: coupon templates, 领券中心's campaigns and redeem-code batches (?tab=). */
const CouponsPage = () => {
  const { search } = useLocation();
  const asked = search.get('tab');
  const tab: TabKey = asked === 'campaigns' || asked === 'redeem' ? asked : 'templates';
  const items = [
    { key: 'templates', label: '券模板', children: <TemplatesTab /> },
    { key: 'campaigns', label: '领券活动', children: <CampaignsTab /> },
    { key: 'redeem', label: '兑换码', children: <RedeemTab /> },
  ];
  return (
    <SectionPage title="优惠券">
      <Tabs activeKey={tab} items={items} destroyOnHidden onChange={(key) => navigate(key === 'templates' ? '/coupons' : `/coupons?tab=${key}`, { isReplace: true })} />
    </SectionPage>
  );
};

export default CouponsPage;
