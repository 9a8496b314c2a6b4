import { useLingui } from "@lingui/react/macro";
import { pathOf } from "../../../src/domain/portal/routes";
import { useSession, useSettings } from "../../../src/runtime/widget-context";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { Button } from "../../../src/ui/button";
import { LanguageSelect } from "./language-select";
import { usePortalNavigate } from "./router";

// The Help button and its dialog are not needed to draw the first screen: downloaded once it shows.
const helpChunk = retryableChunk(() => import("./help").then((module) => module.Help));

/**
 * spec §2 Other: "a send-readings link to contact with autolectures=true". For a signed-in customer the
 * contact is the private customer-service route (spec §2 "Contact and claims": the authenticated contact
 * forces the self-reading category "With query autolectures=true and the feature on"); the unsigned
 * /contacte route is public and would send a signed-in customer home.
 */
export const READINGS_PATH = `${pathOf("customerService")}?autolectures=true`;

/**
 * The header's own tools, next to the menu (spec §2 Other): the language selector, the send-readings link,
 * the profile, Help (spec §2 Other "help dialog", here rather than floating over the screens: issue 39 item
 * 4) when `help`, and the session's button (`children`: Log out, or Log in), last.
 */
export function HeaderTools({ children, help = false }: { children?: React.ReactNode; help?: boolean }) {
  const { t } = useLingui();
  const navigate = usePortalNavigate();
  const signedIn = useSession((session) => session.status === "authenticated");
  // spec §3 Settings features.contactAutoReads; spec §6 "Feature flags gate ... contactAutoReads".
  const readings = useSettings((settings) => settings.features.contactAutoReads === true);
  return (
    <div className="ov-portal__tools">
      {signedIn && readings && (
        <Button variant="text" size="small" className="ov-portal__readings" onClick={() => navigate(READINGS_PATH)}>
          {t({ id: "portal.readings.link", message: "Send meter readings" })}
        </Button>
      )}
      {/* issue 19 item 5: the profile (account area), reachable from the header for a signed-in customer. */}
      {signedIn && (
        <Button variant="text" size="small" className="ov-portal__profile" onClick={() => navigate(pathOf("profile"))}>
          {t({ id: "portal.profile.link", message: "My profile" })}
        </Button>
      )}
      <LanguageSelect />
      {help && <Lazy chunk={helpChunk}>{(Help) => <Help />}</Lazy>}
      {children}
    </div>
  );
}
