import { useLingui } from "@lingui/react/macro";
import { useSession } from "./widget-context";

/** What {@link useCanModify} says. */
export interface CanModify {
  /** False with a read-only token (staff impersonating a customer). */
  canModify: boolean;
  /** Why a write action is disabled, for its tooltip (`Button`'s `disabledReason`); undefined when allowed. */
  reason: string | undefined;
}

/**
 * The read-only gate of every write action (spec §6 Roles: "Read-only token (impersonation by staff):
 * modify buttons ... are disabled with a tooltip that the action cannot be performed"). One hook, so
 * every area disables the same way with the same words.
 * @returns whether this session may change anything, and the tooltip text when it may not
 * @example const { canModify, reason } = useCanModify(); <Button disabled={!canModify} disabledReason={reason}>…
 */
export function useCanModify(): CanModify {
  const { t } = useLingui();
  const readonly = useSession((session) => session.claims?.readonly === true);
  if (!readonly) return { canModify: true, reason: undefined };
  return {
    canModify: false,
    reason: t({ id: "session.readonly.reason", message: "This action cannot be performed in a read-only session." }),
  };
}
