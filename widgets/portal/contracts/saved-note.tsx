import { SuccessIcon } from "../../../src/ui/icons";

/**
 * A change's confirmation (issue 39 item 5), in a polite live region that is always there, empty until
 * there is something to say, so that screen readers announce what appears in it.
 */
export function SavedNote({ children }: { children: string | null }) {
  return (
    <p role="status" className="ov-contracts__saved">
      {children && (
        <>
          <SuccessIcon />
          <span>{children}</span>
        </>
      )}
    </p>
  );
}
