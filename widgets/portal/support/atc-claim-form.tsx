import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ClaimContract } from "../../../src/domain/portal/atc-claim";
import { createAtcClaim, listAtcSubtypes, listAtcTypes, supportKeys } from "../../../src/api/support";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { useMutation } from "../../../src/state/mutation";
import { Button } from "../../../src/ui/button";
import { Select } from "../../../src/ui/select";
import { Skeleton } from "../../../src/ui/skeleton";
import { ATC_MAX_FILES } from "./support.constants";
import type { ContractChoice } from "./contract-options";
import { AttachAndSend, ContractSelect, LoadFailure, SentPanel, SupportForm } from "./form-parts";
import { attachmentsOf, useContractChoices } from "./support-queries";
import { atcClaimSchema, EMPTY_ATC_CLAIM, type AtcClaimValues } from "./support-schemas";
import { TextAreaField } from "../../../src/ui/text-area-field";

const resolver = valibotFormResolver(atcClaimSchema);

/**
 * The ATC claim (spec §2 "Optional ATC claim dialog: contract, type, subtype, description, one
 * attachment; success shows a reference number"; §4 "ATC form: form, sending, sent (returns to form on
 * failed send)"; calls §7.7 GET /atc/tipus, GET /atc/tipus/{tipus}/subtipus, POST
 * contracts/{contractName}/atc/). The flow's phases (form, sending, sent) are the phases of its mutation
 * (src/state/mutation.ts useMutation): sent is `done`, and a failed send is `idle` with the error.
 * `contract` (the claims route's query, from a contract detail) is chosen once the contracts load,
 * when it is one of the customer's.
 */
export function AtcClaimForm({ contract: chosen = null }: { contract?: ClaimContract | null }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const contracts = useContractChoices();
  const types = useQuery(supportKeys.atcTypes, (signal) => listAtcTypes(api, signal));
  const [files, setFiles] = useState<File[]>([]);
  const { register, handleSubmit, formState, control, setValue, reset } = useForm<AtcClaimValues>({
    defaultValues: EMPTY_ATC_CLAIM,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const typeId = useWatch({ control, name: "type" });
  const subtypeId = useWatch({ control, name: "subtype" });
  const subtypes = useQuery(typeId ? supportKeys.atcSubtypes(typeId) : null, (signal) => listAtcSubtypes(api, typeId, signal));
  const { store, snap } = useMutation(
    async ({ values, contract, files: attached }: { values: AtcClaimValues; contract: ContractChoice; files: File[] }, signal) => {
      const [attachment] = await attachmentsOf(attached);
      const { reference } = await createAtcClaim(
        api,
        contract.name,
        { typeId: values.type, subtypeId: values.subtype, comments: values.description.trim(), attachment },
        signal,
      );
      return String(reference);
    },
    // A claim also opens a case (section "atc"): the requests list shows it.
    { invalidates: [supportKeys.all] },
  );
  const error = (name: keyof AtcClaimValues) => fieldErrorText(i18n, formState.errors[name]);
  const chosenValue = chosen ? contracts.choices?.valueOfName(chosen.name, chosen.type) : undefined;
  const choiceApplied = useRef(false);
  useEffect(() => {
    if (choiceApplied.current || !chosenValue) return;
    choiceApplied.current = true;
    setValue("contract", chosenValue);
  }, [chosenValue, setValue]);

  if (snap.phase === "done") {
    return (
      <SentPanel
        title={t({ id: "portal.support.atc.sentTitle", message: "Your claim was sent" })}
        actions={
          <Button
            variant="text"
            onClick={() => {
              reset();
              setFiles([]);
              store.reset();
            }}
          >
            {t({ id: "portal.support.atc.another", message: "File another claim" })}
          </Button>
        }
      >
        <p>
          {t({ id: "portal.support.atc.reference", message: "Its reference number is" })} <strong data-reference>{snap.result}</strong>
        </p>
      </SentPanel>
    );
  }

  const loadFailure = contracts.query.status === "error" ? contracts.query : types.status === "error" ? types : null;
  if (loadFailure)
    return (
      <LoadFailure
        title={t({ id: "portal.support.atc.loadFailed", message: "The claim form could not be prepared." })}
        query={loadFailure}
      />
    );
  if (!contracts.choices || types.status !== "success") return <Skeleton lines={6} />;

  const chosenSubtype = subtypes.data?.find((subtype) => subtype.id === subtypeId);
  const typeField = register("type");
  return (
    <SupportForm
      phase={snap.phase}
      error={snap.error}
      onRetry={() => void store.retry()}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          const contract = contracts.choices?.find(values.contract);
          if (contract) void store.send({ values, contract, files });
        })(event)
      }
    >
      <ContractSelect options={contracts.choices.options} error={error("contract")} {...register("contract")} />
      <Select
        label={t({ id: "portal.support.atc.type", message: "Type of claim" })}
        placeholder={t({ id: "portal.support.atc.chooseType", message: "Choose a type" })}
        options={types.data.map((type) => ({ value: type.id, label: type.label }))}
        required
        error={error("type")}
        {...typeField}
        onChange={(event) => {
          // A subtype belongs to its type: a new type asks for its subtype again.
          setValue("subtype", "");
          void typeField.onChange(event);
        }}
      />
      {subtypes.status === "error" ? (
        <LoadFailure
          title={t({ id: "portal.support.atc.subtypesFailed", message: "The subtypes of this claim could not be loaded." })}
          query={subtypes}
        />
      ) : (
        <Select
          label={t({ id: "portal.support.atc.subtype", message: "Subtype" })}
          placeholder={
            typeId
              ? t({ id: "portal.support.atc.chooseSubtype", message: "Choose a subtype" })
              : t({ id: "portal.support.atc.typeFirst", message: "Choose the type first" })
          }
          options={(subtypes.data ?? []).map((subtype) => ({ value: subtype.id, label: subtype.description }))}
          disabled={!typeId || subtypes.status !== "success"}
          hint={chosenSubtype?.description}
          required
          error={error("subtype")}
          {...register("subtype")}
        />
      )}
      <TextAreaField
        label={t({ id: "portal.support.description", message: "Description" })}
        required
        error={error("description")}
        {...register("description")}
      />
      <AttachAndSend
        label={t({ id: "portal.support.atc.attachment", message: "Attachment" })}
        maxFiles={ATC_MAX_FILES}
        files={files}
        onFiles={setFiles}
        sending={snap.phase === "sending"}
      >
        {t({ id: "portal.support.atc.send", message: "Send the claim" })}
      </AttachAndSend>
    </SupportForm>
  );
}
