import { useState } from "react";
import { Button } from "../../../src/ui/button";
import { TextField, type TextFieldProps } from "../../../src/ui/text-field";

/**
 * A password field with its show/hide toggle (spec §2 Change password: "show/hide toggles"). The toggle
 * is a real button whose name says which field it shows; `aria-pressed` says whether it is shown.
 */
export function SecretField({ toggleLabel, ...rest }: Omit<TextFieldProps, "type"> & { toggleLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="ov-auth__secret">
      <TextField {...rest} type={shown ? "text" : "password"} autoCapitalize="off" spellCheck={false} />
      <Button variant="text" size="small" className="ov-auth__secret-toggle" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {toggleLabel}
      </Button>
    </div>
  );
}
