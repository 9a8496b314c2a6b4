import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * Focuses a field of a form once the server's verdict is shown at it (calls §8.2: a 403 or a 400 said
 * at its field). The focus moves in the effect after the render that shows the error, so the field is
 * announced with it; react-hook-form's `setFocus` waits one more task, and `setError`'s `shouldFocus`
 * focuses before the error is rendered.
 * @returns `formRef` for the `<form>`, and `focusField(name)` to call after `setError(name, ...)`
 * @example
 * const { formRef, focusField } = useFocusField();
 * setError("current", { type: "server", message }); focusField("current");
 */
export function useFocusField(): { formRef: RefObject<HTMLFormElement | null>; focusField: (name: string) => void } {
  const formRef = useRef<HTMLFormElement>(null);
  // A new object each time, so the same field is focused again after a second verdict.
  const [target, setTarget] = useState<{ name: string } | null>(null);
  useLayoutEffect(() => {
    const field = target && formRef.current?.elements.namedItem(target.name);
    if (field instanceof HTMLElement) field.focus();
  }, [target]);
  return { formRef, focusField: (name) => setTarget({ name }) };
}
