/** User agents of the hosts, as the README's host table lists their tokens. */
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

export const userAgents = {
  browser: `${iphone} Version/17.4 Mobile/15E148 Safari/604.1`,
  wechat: `${iphone} MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN`,
  superApp: `${iphone} MyNanJing/3.2.0`,
  jinhua: `${iphone} JinhuaApp/2.0`,
} as const;
