import type { SiteSettings } from '../content/site-settings';

/**
 * The spec's user state (section 3) for someone not logged in: `show` true so the header
 * renders, no identity, and the site's contact data the header needs anyway.
 */
export function visitorBase(settings: SiteSettings) {
  return {
    show: true,
    is_login: 0,
    username: '',
    name: '',
    phone: '',
    company: '',
    face: '',
    rank: 0,
    admin: null,
    address: '',
    is_passed: 0,
    points: 0,
    cart: 0,
    message_count: 0,
    wechat: 0,
    common_config: { hot_line: settings.hotLine, qq1: settings.qq1, qq2: settings.qq2 },
    quality_inspection: settings.qualityInspection,
    login_url: '/login',
    is_show_youx: 0,
    is_special: 0,
    is_can_chat: 0,
    token: '',
    is_AfterSale: 0,
  };
}

export type UserBase = ReturnType<typeof visitorBase>;
