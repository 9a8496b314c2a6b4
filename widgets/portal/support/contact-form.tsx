import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { createCase, SELF_READING_CATEGORY_ID, supportKeys } from "../../../src/api/support";
import { pathOf } from "../../../src/domain/portal/routes";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useApi, useSettings } from "../../../src/runtime/widget-context";
import { useMutation } from "../../../src/state/mutation";
import { Button } from "../../../src/ui/button";
import { Skeleton } from "../../../src/ui/skeleton";
import { PortalLink } from "../shared/portal-link";
import { usePortalRoute } from "../shell/router";
import { SELF_READINGS_QUERY } from "./support.constants";
import type { ContractChoice } from "./contract-options";
import { AttachAndSend, CategorySelect, ContractSelect, LoadFailure, SentPanel, SubjectAndDescription, SupportForm } from "./form-parts";
import { attachmentsOf, useCaseCategories, useContractChoices } from "./support-queries";
import { contactSchema, EMPTY_CONTACT, type ContactValues } from "./support-schemas";

const resolver = valibotFormResolver(contactSchema);

/**
 * Whether the contact is the self-readings one: spec §2 "Contact and claims": "With query
 * autolectures=true and the feature on (features.contactAutoReads), the title changes and the category
 * is forced (category id 20)". The header's send-readings link opens it.
 * @returns true on `?autolectures=true` with the feature on
 * @example const readings = useSelfReadings();
 */
export function useSelfReadings(): boolean {
  const { query } = usePortalRoute();
  const enabled = useSettings((settings) => settings.features.contactAutoReads === true);
  return enabled && query.get(SELF_READINGS_QUERY) === "true";
}

/**
 * The signed-in customer's contact form (spec §2 "Authenticated contact: contract, category, subject,
 * description, up to 6 attachments; success shows the case number"; calls §7.7 POST crm/cases/). It
 * shows on the new-request route and on the customer-service page.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const readings = useSelfReadings();
  const contracts = useContractChoices();
  const categories = useCaseCategories(false);
  const [files, setFiles] = useState<File[]>([]);
  const { register, handleSubmit, formState, reset, setValue } = useForm<ContactValues>({
    defaultValues: readings ? { ...EMPTY_CONTACT, category: String(SELF_READING_CATEGORY_ID) } : EMPTY_CONTACT,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { store, snap } = useMutation(
    async ({ values, contract, files: attached }: { values: ContactValues; contract: ContractChoice; files: File[] }, signal) => {
      const { id } = await createCase(
        api,
        {
          contractId: contract.id,
          contractType: contract.type,
          categoryId: Number(values.category),
          title: values.subject.trim(),
          message: values.description.trim(),
          attachments: await attachmentsOf(attached),
        },
        signal,
      );
      return String(id);
    },
    { invalidates: [supportKeys.all] },
  );

  // The forced category follows the address: the header's link can open the self-readings form over this one.
  useEffect(() => {
    if (readings) setValue("category", String(SELF_READING_CATEGORY_ID));
  }, [readings, setValue]);

  const error = (name: keyof ContactValues) => fieldErrorText(i18n, formState.errors[name]);

  if (snap.phase === "done") {
    const number = snap.result ?? "";
    return (
      <SentPanel
        title={t({ id: "portal.support.contact.sentTitle", message: "Your request was sent" })}
        actions={
          <>
            <PortalLink className="ov-button ov-button--secondary ov-button--medium" to={pathOf("supportRequests")}>
              {t({ id: "portal.support.contact.toList", message: "See my requests" })}
            </PortalLink>
            <Button
              variant="text"
              onClick={() => {
                reset();
                setFiles([]);
                store.reset();
              }}
            >
              {t({ id: "portal.support.contact.another", message: "Write another request" })}
            </Button>
          </>
        }
      >
        <p>
          {t({ id: "portal.support.contact.caseNumber", message: "Its case number is" })} <strong data-case-number>{number}</strong>
        </p>
      </SentPanel>
    );
  }

  const loadFailure = contracts.query.status === "error" ? contracts.query : categories.status === "error" ? categories : null;
  if (loadFailure)
    return (
      <LoadFailure title={t({ id: "portal.support.contact.loadFailed", message: "The form could not be prepared." })} query={loadFailure} />
    );
  if (!contracts.choices || categories.status !== "success") return <Skeleton lines={6} />;

  const selfReading = categories.data.find((category) => category.id === SELF_READING_CATEGORY_ID);
  return (
    <SupportForm
      phase={snap.phase}
      error={snap.error}
      onRetry={() => void store.retry()}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          // The schema wants a chosen option, and the options are the loaded contracts.
          const contract = contracts.choices?.find(values.contract);
          if (contract) void store.send({ values, contract, files });
        })(event)
      }
    >
      <ContractSelect options={contracts.choices.options} error={error("contract")} {...register("contract")} />
      {readings ? (
        // The category is forced: said, not offered (spec §2 "the category is forced (category id 20)").
        <p className="ov-support__fixed">
          <span className="ov-field__label">{t({ id: "portal.support.category", message: "Category" })}</span>{" "}
          <span data-category={SELF_READING_CATEGORY_ID}>
            {selfReading?.name ?? t({ id: "portal.support.selfReadings", message: "Self-readings" })}
          </span>
        </p>
      ) : (
        <CategorySelect categories={categories.data} error={error("category")} {...register("category")} />
      )}
      <SubjectAndDescription
        subject={register("subject")}
        description={register("description")}
        errors={{ subject: error("subject"), description: error("description") }}
        descriptionLabel={readings ? t({ id: "portal.support.readings", message: "Your readings" }) : undefined}
        descriptionHint={
          readings
            ? t({
                id: "portal.support.readingsHint",
                message: "Write the date and the figures of your meter; you can attach a photo of it.",
              })
            : undefined
        }
      />
      <AttachAndSend files={files} onFiles={setFiles} sending={snap.phase === "sending"}>
        {t({ id: "portal.support.send", message: "Send" })}
      </AttachAndSend>
    </SupportForm>
  );
}
