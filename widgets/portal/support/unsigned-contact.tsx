import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { sendUnsignedContact } from "../../../src/api/support";
import { pathOf } from "../../../src/domain/portal/routes";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useApi } from "../../../src/runtime/widget-context";
import { useMutation } from "../../../src/state/mutation";
import { Skeleton } from "../../../src/ui/skeleton";
import { TextField } from "../../../src/ui/text-field";
import { PortalLink } from "../shared/portal-link";
import { AttachAndSend, CategorySelect, LoadFailure, SentPanel, SubjectAndDescription, SupportForm } from "./form-parts";
import { attachmentsOf, useCaseCategories } from "./support-queries";
import { EMPTY_UNSIGNED_CONTACT, unsignedContactSchema, type UnsignedContactValues } from "./support-schemas";
import { useScreenTitleFocus } from "../shell/router";

const resolver = valibotFormResolver(unsignedContactSchema);

/**
 * The visitors' contact page at /contacte (spec §2 "Unsigned contact: email, mobile, category, subject,
 * description, attachments"; §5 "Unsigned: email required and pattern-checked; mobile, category,
 * subject, description required"; calls §7.7 POST crm/unsigned/ with the unsigned categories). The
 * login's "get help" and the help dialog lead here.
 */
export function UnsignedContactScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const categories = useCaseCategories(true);
  const [files, setFiles] = useState<File[]>([]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(titleRef);
  const { register, handleSubmit, formState } = useForm<UnsignedContactValues>({
    defaultValues: EMPTY_UNSIGNED_CONTACT,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { store, snap } = useMutation(async ({ values, files: attached }: { values: UnsignedContactValues; files: File[] }, signal) => {
    const { caseNumber } = await sendUnsignedContact(
      api,
      {
        email: values.email.trim(),
        mobile: values.mobile.trim(),
        category: Number(values.category),
        subject: values.subject.trim(),
        description: values.description.trim(),
        attachment: await attachmentsOf(attached),
      },
      signal,
    );
    return String(caseNumber);
  });
  const error = (name: keyof UnsignedContactValues) => fieldErrorText(i18n, formState.errors[name]);

  let body;
  if (snap.phase === "done") {
    body = (
      <SentPanel
        title={t({ id: "portal.support.unsigned.sentTitle", message: "Thank you, your message was sent" })}
        actions={
          <PortalLink className="ov-button ov-button--secondary ov-button--medium" to={pathOf("home")}>
            {t({ id: "portal.support.unsigned.home", message: "Back to the start" })}
          </PortalLink>
        }
      >
        <p>{t({ id: "portal.support.unsigned.sent", message: "We have received it and will answer you by email as soon as we can." })}</p>
      </SentPanel>
    );
  } else if (categories.status === "error") {
    body = (
      <LoadFailure title={t({ id: "portal.support.contact.loadFailed", message: "The form could not be prepared." })} query={categories} />
    );
  } else if (categories.status !== "success") {
    body = <Skeleton lines={6} />;
  } else {
    body = (
      <SupportForm
        phase={snap.phase}
        error={snap.error}
        onRetry={() => void store.retry()}
        onSubmit={(event) => void handleSubmit((values) => void store.send({ values, files }))(event)}
      >
        <TextField
          label={t({ id: "portal.support.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          error={error("email")}
          {...register("email")}
        />
        <TextField
          label={t({ id: "portal.support.mobile", message: "Mobile" })}
          type="tel"
          autoComplete="tel"
          required
          error={error("mobile")}
          {...register("mobile")}
        />
        <CategorySelect categories={categories.data} error={error("category")} {...register("category")} />
        <SubjectAndDescription
          subject={register("subject")}
          description={register("description")}
          errors={{ subject: error("subject"), description: error("description") }}
        />
        <AttachAndSend files={files} onFiles={setFiles} sending={snap.phase === "sending"}>
          {t({ id: "portal.support.send", message: "Send" })}
        </AttachAndSend>
      </SupportForm>
    );
  }

  return (
    <section className="ov-portal__page ov-portal__narrow">
      <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title">
        {t({ id: "portal.area.contact", message: "Contact" })}
      </h1>
      <p>{t({ id: "portal.support.unsigned.intro", message: "Write to us and we will answer you by email." })}</p>
      {body}
    </section>
  );
}
