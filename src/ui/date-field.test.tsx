import { useLingui } from "@lingui/react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { valibotFormResolver } from "../forms/resolver";
import { useSchemaForm } from "../forms/use-schema-form";
import { fieldErrorText } from "../forms/validation-messages";
import { DateField, type DateFieldEvent } from "./date-field";
import { renderWithI18n } from "./test-i18n";
import { TextField } from "./text-field";

/** The browser's own picker under the box: hidden from the accessibility tree, so found by its type. */
const pickerOf = (input: HTMLElement) => input.parentElement?.querySelector<HTMLInputElement>('input[type="date"]') as HTMLInputElement;

/** Picks a day in the browser's picker, as Chromium reports it: the ISO value, then input and change. */
function pick(input: HTMLElement, day: string) {
  fireEvent.change(pickerOf(input), { target: { value: day } });
}

/** happy-dom has no showPicker: the browser's, for one test. */
function withShowPicker(showPicker: () => void) {
  Object.defineProperty(HTMLInputElement.prototype, "showPicker", { configurable: true, value: showPicker });
}

afterEach(() => {
  delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
});

describe("DateField (issue 39 item 7: one date format per locale in inputs and tables)", () => {
  it("shows its ISO value day first with the separators of the tag's language, and the format as the hint", () => {
    renderWithI18n(
      <>
        <DateField label="From" value="2026-07-11" onChange={() => {}} />
      </>,
      { locale: "en" },
    );
    const from = screen.getByRole("textbox", { name: "From" }) as HTMLInputElement;
    expect(from.value).toBe("11/07/2026");
    // The hint is read with the field: its format.
    expect(
      from
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(["DD/MM/YYYY"]);
  });

  it("writes German dates with dots, as German tables do", () => {
    renderWithI18n(<DateField label="Von" defaultValue="2026-07-11" />, { locale: "de" });
    expect((screen.getByRole("textbox", { name: "Von" }) as HTMLInputElement).value).toBe("11.07.2026");
  });

  it("hands the form the day typed as YYYY-MM-DD, and keeps the text typed", async () => {
    const onChange = vi.fn<(event: DateFieldEvent) => void>();
    renderWithI18n(<DateField label="Start date" name="startDate" onChange={onChange} />, { locale: "es" });
    const input = screen.getByRole("textbox", { name: "Start date" }) as HTMLInputElement;
    await userEvent.type(input, "15/06/2025");
    expect(onChange).toHaveBeenLastCalledWith({ type: "change", target: { name: "startDate", value: "2025-06-15" } });
    expect(input.value).toBe("15/06/2025");
  });

  it("keeps a text that is no day in the box and hands it over as it is, for the form's rule to refuse", async () => {
    const onChange = vi.fn<(event: DateFieldEvent) => void>();
    const { rerender } = renderWithI18n(<DateField label="Start date" name="startDate" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Start date" }) as HTMLInputElement;
    await userEvent.type(input, "31/02/2025");
    expect(onChange).toHaveBeenLastCalledWith({ type: "change", target: { name: "startDate", value: "31/02/2025" } });
    await userEvent.tab();
    rerender(<DateField label="Start date" name="startDate" onChange={onChange} error="Enter a valid date." />);
    expect(input.value).toBe("31/02/2025");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(
      input
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(["DD/MM/YYYY", "Enter a valid date."]);
  });

  it("writes a day typed another way as the tables do when the field is left", async () => {
    renderWithI18n(<DateField label="From" />, { locale: "de" });
    const input = screen.getByRole("textbox", { name: "From" }) as HTMLInputElement;
    await userEvent.type(input, "2025-06-15");
    await userEvent.tab();
    expect(input.value).toBe("15.06.2025");
  });

  it("opens the browser's picker from a labelled calendar button, bounded by min and max, and writes the day picked", async () => {
    const onChange = vi.fn<(event: DateFieldEvent) => void>();
    const showPicker = vi.fn();
    withShowPicker(showPicker);
    renderWithI18n(<DateField label="End date" name="endDate" min="2025-06-01" max="2025-06-30" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "End date" }) as HTMLInputElement;
    const button = screen.getByRole("button", { name: "Choose in the calendar: End date" });
    const picker = pickerOf(input);
    expect([picker.min, picker.max, picker.tabIndex, picker.getAttribute("aria-hidden")]).toEqual(["2025-06-01", "2025-06-30", -1, "true"]);
    await userEvent.click(button);
    expect(showPicker).toHaveBeenCalledTimes(1);
    expect(showPicker.mock.contexts[0]).toBe(picker);
    pick(input, "2025-06-20");
    expect(input.value).toBe("20/06/2025");
    expect(onChange).toHaveBeenLastCalledWith({ type: "change", target: { name: "endDate", value: "2025-06-20" } });
    // Back in the box, where the keyboard goes on.
    expect(document.activeElement).toBe(input);
    // The picker opens on the day typed.
    await userEvent.clear(input);
    await userEvent.type(input, "02/06/2025");
    expect(picker.value).toBe("2025-06-02");
  });

  it.each([
    ["has no showPicker", undefined],
    [
      "refuses it",
      () => {
        throw new DOMException("not allowed", "NotAllowedError");
      },
    ],
  ])("focuses the picker where the browser %s", async (_, showPicker) => {
    if (showPicker) withShowPicker(showPicker);
    renderWithI18n(<DateField label="From" />);
    const input = screen.getByRole("textbox", { name: "From" });
    await userEvent.click(screen.getByRole("button", { name: "Choose in the calendar: From" }));
    expect(document.activeElement).toBe(pickerOf(input));
  });

  it("disables its calendar with the field", () => {
    renderWithI18n(<DateField label="From" disabled />);
    expect((screen.getByRole("button", { name: "Choose in the calendar: From" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("DateField in react-hook-form (register, as the consumption range uses it)", () => {
  const Schema = v.object({
    start: v.pipe(v.string(), v.minLength(1, "validation.required"), v.isoDate("Enter a valid date.")),
  });

  function RangeForm({ onValid, resetTo }: { onValid: (values: { start: string }) => void; resetTo: string }) {
    const { i18n } = useLingui();
    const { register, handleSubmit, formState, reset } = useForm<{ start: string }>({
      defaultValues: { start: "" },
      resolver: valibotFormResolver(Schema),
    });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <DateField label="From" required error={fieldErrorText(i18n, formState.errors.start)} {...register("start")} />
        <button type="submit">Show</button>
        <button type="button" onClick={() => reset({ start: resetTo })}>
          Reset
        </button>
      </form>
    );
  }

  it("sends the typed day as YYYY-MM-DD, shows a reset value day first, and says a wrong text at the field", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithI18n(<RangeForm onValid={onValid} resetTo="2024-01-31" />);
    const input = screen.getByRole("textbox", { name: /^From/ }) as HTMLInputElement;
    expect(input.getAttribute("aria-required")).toBe("true");

    // Nothing typed: required, said at the field, and the focus goes to the box.
    await user.click(screen.getByRole("button", { name: "Show" }));
    await screen.findByText("This field is required");
    expect(document.activeElement).toBe(input);
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input, "15/06/2025");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ start: "2025-06-15" });

    // reset() writes the form's value through the ref: shown day first.
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(input.value).toBe("31/01/2024"));

    // A text that is no day stays, with the rule's message at the field, and nothing is sent.
    await user.clear(input);
    await user.type(input, "31/02/2024");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await screen.findByText("Enter a valid date.");
    expect(input.value).toBe("31/02/2024");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it("picks a day into the form", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithI18n(<RangeForm onValid={onValid} resetTo="" />);
    const input = screen.getByRole("textbox", { name: /^From/ });
    pick(input, "2025-03-09");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ start: "2025-03-09" });
  });
});

describe("DateField in useSchemaForm (field(), as the comparator's invoice period uses it)", () => {
  const EMPTY = { cups: "", startDate: "", endDate: "" };
  const day = v.pipe(v.string(), v.minLength(1, "validation.required"), v.isoDate("Enter a valid date."));
  const schema = () => v.object({ cups: v.string(), startDate: day, endDate: day });

  function PeriodForm({ onValid }: { onValid: (values: typeof EMPTY) => void }) {
    const { i18n } = useLingui();
    const form = useSchemaForm(EMPTY, schema);
    const error = (name: keyof typeof EMPTY) => fieldErrorText(i18n, form.errors[name]);
    return (
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <TextField label="CUPS" {...form.field("cups")} />
        <DateField
          label="Start date"
          required
          max={form.values.endDate || undefined}
          error={error("startDate")}
          {...form.field("startDate")}
        />
        <DateField label="End date" required min={form.values.startDate || undefined} error={error("endDate")} {...form.field("endDate")} />
        <button type="submit">Compare</button>
      </form>
    );
  }

  it("holds ISO values, bounds each picker by the other date, focuses the first wrong date and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithI18n(<PeriodForm onValid={onValid} />);
    const start = screen.getByRole("textbox", { name: /^Start date/ }) as HTMLInputElement;
    const end = screen.getByRole("textbox", { name: /^End date/ }) as HTMLInputElement;

    await user.type(end, "30/09/2026");
    await user.click(screen.getByRole("button", { name: "Compare" }));
    // The first wrong field in the page's order, found through the refs: the start date's box.
    await screen.findByText("This field is required");
    expect(document.activeElement).toBe(start);

    await user.type(start, "31/09/2026");
    await user.click(screen.getByRole("button", { name: "Compare" }));
    await screen.findByText("Enter a valid date.");
    expect(start.value).toBe("31/09/2026");
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(start);
    await user.type(start, "01/09/2026");
    expect(pickerOf(start).max).toBe("2026-09-30");
    expect(pickerOf(end).min).toBe("2026-09-01");
    await act(() => user.click(screen.getByRole("button", { name: "Compare" })));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ cups: "", startDate: "2026-09-01", endDate: "2026-09-30" });
  });
});
