import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import { useEffect } from "react";
import { contentKeys, getCoupons, type Coupon } from "../../../src/api/content";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useFeature, useRuntime, useSession } from "../../../src/runtime/widget-context";

/**
 * The signed-in customer's coupons (calls §7.3 "GET /user/coupons with language ... loaded for
 * signed-in users, shown only if the coupons flag allows"; spec §6 "coupons load for logged-in users per
 * language and show on invoices and contracts pages only if the flag allows"). The page decides where;
 * this decides whether. spec §4: a missing flag shows, only an explicit false hides (useFeature).
 */
export function Coupons() {
  const { t } = useLingui();
  const api = useApi();
  const token = useSession((session) => (session.status === "authenticated" ? session.token : null));
  const allowed = useFeature("coupons.coupon");
  const remote = useQuery(token && allowed ? contentKeys.coupons : null, (signal) => getCoupons(api, signal));
  const runtime = useRuntime();
  const failure = remote.status === "error" ? remote.error : null;
  useEffect(() => {
    if (failure) runtime.report(failure, { tag: "ov-portal", part: "coupons" });
  }, [failure, runtime]);
  const headingId = `ov${useSafeId()}-coupons`;
  // A coupon is an offer, not the page's business: a failed load shows nothing (like a banner) and goes
  // only to the page's error reporter.
  const coupons = token && allowed && remote.status === "success" ? remote.data : [];
  if (coupons.length === 0) return null;
  return (
    <section className="ov-portal__coupons" aria-labelledby={headingId}>
      <h2 id={headingId} className="ov-portal__coupons-title">
        {t({ id: "portal.coupons.title", message: "Your coupons" })}
      </h2>
      <ul className="ov-portal__coupon-list">
        {coupons.map((coupon, index) => (
          <CouponCard key={`${coupon.title}-${index}`} coupon={coupon} />
        ))}
      </ul>
    </section>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useLingui();
  const share = coupon.shareUrl;
  const info = coupon.infoUrl;
  const newWindow = t({ id: "portal.coupons.newWindow", message: "(opens in a new window)" });
  return (
    <li className="ov-portal__coupon">
      <h3 className="ov-portal__coupon-title">{coupon.title}</h3>
      {coupon.campaign.name && (
        <p className="ov-portal__coupon-campaign">
          {t({ id: "portal.coupons.campaign", message: "Campaign:" })} {coupon.campaign.name}
        </p>
      )}
      {coupon.description && <p>{coupon.description}</p>}
      {coupon.campaign.description && coupon.campaign.description !== coupon.description && <p>{coupon.campaign.description}</p>}
      {(share || info) && (
        <p className="ov-portal__coupon-links">
          {share && (
            <a href={share} target="_blank" rel="noopener noreferrer">
              {t({ id: "portal.coupons.get", message: "Get the coupon" })}
              <span className="ov-visually-hidden"> {newWindow}</span>
            </a>
          )}
          {info && (
            <a href={info} target="_blank" rel="noopener noreferrer">
              {t({ id: "portal.coupons.info", message: "More information" })}
              <span className="ov-visually-hidden"> {newWindow}</span>
            </a>
          )}
        </p>
      )}
    </li>
  );
}
