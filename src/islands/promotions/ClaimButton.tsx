import { useStore } from '@nanostores/react';
import { $claiming, $offerStates, claimCoupon, OFFER_BUTTON, type OfferState } from '../../stores/promotions';

type Props = { offerId: number; name: string; initial: OfferState; memberLimit: number; loggedIn: boolean; loginUrl: string };

/** 立即领取 → 已领取 / 已抢光 for one offer of the coupon centre. */
export default function ClaimButton({ offerId, name, initial, memberLimit, loggedIn, loginUrl }: Props) {
  const state = useStore($offerStates)[String(offerId)] ?? initial;
  const busy = useStore($claiming) === offerId;
  if (!loggedIn)
    return (
      <a className="claim-btn" href={loginUrl}>
        登录领取
      </a>
    );
  return (
    <button
      type="button"
      className="claim-btn"
      data-state={state}
      disabled={state !== 'claimable' || busy}
      aria-label={`${OFFER_BUTTON[state]}：${name}`}
      onClick={() => void claimCoupon(offerId, memberLimit)}
    >
      {busy ? '领取中…' : OFFER_BUTTON[state]}
    </button>
  );
}
