import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { getProfile, sessionKeys } from "../../../src/api/session";
import { useApi } from "../../../src/runtime/widget-context";
import { useQuery } from "../../../src/runtime/query";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Skeleton } from "../../../src/ui/skeleton";
import { useScreenTitleFocus } from "../shell/router";

/**
 * spec §3 "Profile: version 1 or 2, email and name", from calls §7.2 `GET /users/ (v1 or v2)`: the
 * client asks version 2 and falls back to 1 (spec §7 "tries the highest version given and falls back").
 * A failed call shows the catalogue's message with Try again (calls §8.1).
 */
export function ProfileScreen() {
  const { t } = useLingui();
  const api = useApi();
  const profile = useQuery(sessionKeys.profile, (signal) => getProfile(api, signal));
  const titleRef = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(titleRef);
  const none = t({ id: "portal.account.none", message: "Not given" });

  return (
    <section className="ov-portal__page ov-portal__narrow" aria-busy={profile.status === "loading" || undefined}>
      <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title">
        {t({ id: "portal.area.profile", message: "My profile" })}
      </h1>
      {profile.status === "error" ? (
        <RetryFailure
          focus="idle"
          title={t({ id: "portal.account.failed", message: "Your profile could not be loaded." })}
          error={profile.error}
          retry={{ label: t({ id: "portal.account.retry", message: "Try again" }), onClick: profile.retry }}
        />
      ) : profile.status === "success" ? (
        <dl className="ov-account__profile">
          <dt>{t({ id: "portal.account.name", message: "Name" })}</dt>
          <dd>{profile.data.name?.trim() || none}</dd>
          <dt>{t({ id: "portal.account.email", message: "Email" })}</dt>
          <dd>{profile.data.email?.trim() || none}</dd>
        </dl>
      ) : (
        <Skeleton lines={4} />
      )}
    </section>
  );
}
