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
  const drawerOpen = useStore($cartDrawerOpen);
  const messages = badgeText(user.message_count ?? 0);
  // Spec: in-site chat (frame with username and token) when is_can_chat, else the service page.
  const serviceHref = user.is_can_chat && user.token ? `/chat?username=${encodeURIComponent(user.username ?? '')}&token=${encodeURIComponent(user.token)}` : '/help_fwbz_zskf';
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
      <a className="rs-item" href={serviceHref} title={hotLine ? `客服热线 ${hotLine}` : undefined}>
        客服
      </a>
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
