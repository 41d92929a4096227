import { Button, Result } from 'antd';
import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

type Props = { children: ReactNode; onRetry: () => void };
type State = { error: Error | null };

/** A section that failed to load or crashed shows a retry instead of taking the whole console down. */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Console section failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const isLoadFailure = /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(this.state.error.message);
    return (
      <Result
        status="error"
        title={isLoadFailure ? '页面加载失败' : '页面出错了'}
        subTitle={isLoadFailure ? '请检查网络后重试；若刚发布了新版本，请刷新浏览器。' : '请重试；若问题持续出现，请刷新浏览器或联系技术支持。'}
        extra={
          <Button type="primary" onClick={this.retry}>
            重试
          </Button>
        }
      />
    );
  }
}
