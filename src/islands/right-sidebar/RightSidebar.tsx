import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '../../stores/user';
import { badgeText } from '../header-account/CartButton';
import { $cartDrawerOpen } from '../../stores/cart';
import CartDrawer, { CartDrawerToggle } from '../cart-drawer/CartDrawer';
import { useHydrated } from '../shared/use-hydrated';
import './right-sidebar.css';

type Props = { wechatQr: string; hotLine: string };

/** Right sidebar: account, cart, messages (badges), customer service, WeChat QR, back to top. */
export default function RightSidebar({ wechatQr, hotLine }: Props) {
  const storedUser = useStore($user);
  // First render matches the server's (visitor) markup; store values show once hydrated.
  const user = useHydrated() ? storedUser : { show: false };
  const [qrOpen, setQrOpen] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  const drawerOpen = useStore($cartDrawerOpen);
  const messages = badgeText(user.message_count ?? 0);
  // Spec: in-site chat in a frame (username and token in its query) when is_can_chat, else the external
  // customer-service links of common_config (QQ, hotline).
  const chatSrc = user.is_can_chat && user.token ? `/chat?username=${encodeURIComponent(user.username ?? '')}&token=${encodeURIComponent(user.token)}` : null;
  const config = user.common_config ?? { hot_line: hotLine, qq1: '', qq2: '' };
  const qqs = [config.qq1, config.qq2].filter((q): q is string => !!q && /^\d{5,12}$/.test(q));
  const line = config.hot_line || hotLine;
  return (
    <aside className="rs" aria-label="快捷工具栏" data-drawer={drawerOpen ? 'open' : 'closed'}>
      <CartDrawer />
      <a className="rs-item" href="/user">
        我的账户
      </a>
      <CartDrawerToggle />
      <a className="rs-item" href="/wdxx" aria-label={messages ? `我的消息，${messages} 条未读` : '我的消息'}>
        消息
        {messages && (
          <span className="rs-badge" aria-hidden="true">
            {messages}
          </span>
        )}
      </a>
      <div className="rs-qr-wrap">
        <button type="button" className="rs-item" aria-expanded={serviceOpen} aria-controls="rs-service" onClick={() => setServiceOpen(!serviceOpen)}>
          客服
        </button>
        {serviceOpen &&
          (chatSrc ? (
            <div id="rs-service" className="rs-chat" role="dialog" aria-label="在线客服">
              <button type="button" className="rs-chat-close" aria-label="关闭在线客服" onClick={() => setServiceOpen(false)}>
                ×
              </button>
              <iframe title="在线客服" src={chatSrc} />
            </div>
          ) : (
            <div id="rs-service" className="rs-qr rs-links" role="group" aria-label="联系客服">
              {qqs.map((qq, i) => (
                <a key={qq} href={`https://wpa.qq.com/msgrd?v=3&uin=${qq}&site=qq&menu=yes`} target="_blank" rel="noopener noreferrer">
                  QQ客服{qqs.length > 1 ? i + 1 : ''}
                </a>
              ))}
              {line && <a href={`tel:${line.replace(/[^\d-]/g, '')}`}>客服热线 {line}</a>}
              <a href="/help_fwbz_zskf">专属客服</a>
            </div>
          ))}
      </div>
      <div className="rs-qr-wrap">
        <button type="button" className="rs-item" aria-expanded={qrOpen} aria-controls="rs-qr" onClick={() => setQrOpen(!qrOpen)}>
          微信
        </button>
        {qrOpen && (
          <div id="rs-qr" className="rs-qr" role="group" aria-label="扫码关注公众号">
            <div dangerouslySetInnerHTML={{ __html: wechatQr }} />
            <p>扫码关注公众号</p>
          </div>
        )}
      </div>
      <button type="button" className="rs-item rs-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        顶部
      </button>
    </aside>
  );
}
