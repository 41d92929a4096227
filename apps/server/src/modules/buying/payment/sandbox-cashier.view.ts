import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';

export type CashierView =
  | { kind: 'missing' }
  | { kind: 'failed'; returnUrl: string }
  | {
      kind: 'cashier';
      action: string;
      outTradeNo: string;
      sig: string;
      amountCents: number;
      lineName: string;
      orderNo: string;
      expiresAt: Date;
      isPaid: boolean;
    };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const style = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#222}
main{max-width:480px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px}
.tag{display:inline-block;background:#fff4e5;color:#8a4500;border-radius:4px;padding:2px 8px;font-size:12px}
.amount{font-size:36px;font-weight:600;margin:12px 0}
.row{display:flex;justify-content:space-between;font-size:14px;color:#666;margin-top:8px}
button{width:100%;height:48px;border:0;border-radius:24px;font-size:17px;margin-top:12px}
.pay{background:#0e5fd8;color:#fff}.cancel{background:#fff;color:#666;border:1px solid #ddd}
a{color:#0e5fd8}`;

const page = (body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>模拟收银台</title><style>${style}</style></head><body><main>${body}</main></body></html>`;

/** The sandbox cashier, server-rendered: no script, two forms; works on any phone browser. */
export const renderCashierPage = (view: CashierView): string => {
  if (view.kind === 'missing') return page('<div class="card"><h2>支付链接无效</h2><p>该支付链接不存在或已失效，请返回订单重新发起支付。</p></div>');
  if (view.kind === 'failed') {
    return page(`<div class="card"><h2>支付未完成</h2><p>订单可能已超时或已支付。</p><p><a href="${escapeHtml(view.returnUrl)}">返回订单</a></p></div>`);
  }
  const yuan = (view.amountCents / 100).toFixed(2);
  const hidden = `<input type="hidden" name="outTradeNo" value="${escapeHtml(view.outTradeNo)}"><input type="hidden" name="sig" value="${escapeHtml(view.sig)}">`;
  const deadline = `${shanghaiDate(view.expiresAt)} ${shanghaiClock(view.expiresAt)}`;
  return page(`
<div class="card">
  <span class="tag">模拟支付 · 不会产生真实扣款</span>
  <div class="amount">¥${yuan}</div>
  <div class="row"><span>商品</span><span>${escapeHtml(view.lineName)} 车票</span></div>
  <div class="row"><span>订单号</span><span>${escapeHtml(view.orderNo)}</span></div>
  <div class="row"><span>支付截止</span><span>${deadline}</span></div>
</div>
${view.isPaid ? '<div class="card">该订单已支付。</div>' : ''}
<form method="post" action="${escapeHtml(view.action)}/pay">${hidden}<button class="pay" type="submit">确认支付 ¥${yuan}</button></form>
<form method="post" action="${escapeHtml(view.action)}/cancel">${hidden}<button class="cancel" type="submit">取消支付</button></form>`);
};
