import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { setPageTitle } from '../app/product-name';
import { navigate } from '../app/router';

export const NotFoundPage = () => {
  useEffect(() => setPageTitle('页面不存在'), []);
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="地址可能有误，或该页面已下线。"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
};
