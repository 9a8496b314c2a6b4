/**
 * The phone and email schemas, apart from `./schemas` for the reason of `./tax-id-schemas`: only the
 * contact forms check them (lead form, contracting, sign-up, newsletter), and the phone rules would
 * otherwise sit in the shared runtime chunk of every page, where the comparator's first load (docs/architecture.md
 * "Quality bars": 105 kB gzip, scripts/budgets.mjs) has no use for them.
 */
import * as v from "valibot";
import { compactPhone, isValidSpanishPhone } from "./phone";
import { requiredText, validationMessageIds as ids } from "./schemas";

// spec §5 and §9: phone min 4, max 12
const PHONE_MIN_LENGTH = 4;
const PHONE_MAX_LENGTH = 12;

/**
 * A required Spanish phone: at least 4 characters, valid, at most 12 characters, lengths counted
 * without separators (a typed "0034" counts as "+34"). The output is left as typed: some calls send
 * it with +34, the lead forms without.
 *
 * @example
 * v.is(spanishPhoneSchema, "+34 612 345 678"); // true
 */
export const spanishPhoneSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredText(),
  /* @__PURE__ */ v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && compactPhone(dataset.value).length < PHONE_MIN_LENGTH) {
      addIssue({ message: ids.tooShort, expected: `>=${PHONE_MIN_LENGTH}` });
    }
  }),
  /* @__PURE__ */ v.check(isValidSpanishPhone, ids.phoneInvalid),
  /* @__PURE__ */ v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && compactPhone(dataset.value).length > PHONE_MAX_LENGTH) {
      addIssue({ message: ids.tooLong, expected: `<=${PHONE_MAX_LENGTH}` });
    }
  }),
);

/**
 * A required email address.
 *
 * @example
 * v.is(emailSchema, "maria@example.com"); // true
 */
export const emailSchema = /* @__PURE__ */ v.pipe(/* @__PURE__ */ requiredText(), /* @__PURE__ */ v.email(ids.emailInvalid));
