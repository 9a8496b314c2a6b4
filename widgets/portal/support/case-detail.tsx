import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { getCase, replyToCase, supportKeys, type CaseMessage, type SupportCase } from "../../../src/api/support";
import { pathOf } from "../../../src/domain/portal/routes";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { formatDateTime } from "../../../src/i18n/format";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { useMutation } from "../../../src/state/mutation";
import { Skeleton } from "../../../src/ui/skeleton";
import { PortalLink } from "../shared/portal-link";
import { usePortalNavigate, usePortalRoute, useScreenTitleFocus } from "../shell/router";
import { CaseGate } from "./case-gate";
import { AttachAndSend, LoadFailure, SentPanel, SupportForm } from "./form-parts";
import { CaseFacts } from "./case-facts";
import { NEEDS_REPLY_STATE } from "./support.texts";
import { attachmentsOf } from "./support-queries";
import { replySchema, type ReplyValues } from "./support-schemas";
import { TextAreaField } from "../../../src/ui/text-area-field";

const resolver = valibotFormResolver(replySchema);

/** One message of the conversation (spec §3 "messages from user and administrator", with their attachments). */
function Message({ message }: { message: CaseMessage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const mine = message.author === "user";
  const who = mine
    ? t({ id: "portal.support.fromYou", message: "You" })
    : (message.authorName ?? t({ id: "portal.support.fromRetailer", message: "Customer service" }));
  return (
    <li className={mine ? "ov-support__message ov-support__message--mine" : "ov-support__message"} data-author={message.author}>
      <p className="ov-support__message-head">
        <strong>{who}</strong> <span>{formatDateTime(message.date, locale)}</span>
      </p>
      <p className="ov-support__message-body">{message.body}</p>
      {message.attachments.length > 0 && (
        <ul className="ov-support__files" aria-label={t({ id: "portal.support.messageFiles", message: "Attached files" })}>
          {message.attachments.map((file, index) => (
            <li key={`${String(file.id)}-${index}`}>{file.filename}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The reply a case asking for more information takes (portal-spec §4 "additional information
 * required"; the sandbox's `crm/cases/{id}/messages/`): a message and up to 6 attachments.
 */
function ReplyForm({ caseId, onSent }: { caseId: string; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [files, setFiles] = useState<File[]>([]);
  const { register, handleSubmit, formState } = useForm<ReplyValues>({
    defaultValues: { message: "" },
    resolver,
    reValidateMode: "onChange",
  });
  const { store, snap } = useMutation(
    async ({ values, files: attached }: { values: ReplyValues; files: File[] }, signal) => {
      const answer = await replyToCase(api, caseId, { message: values.message.trim(), attachments: await attachmentsOf(attached) }, signal);
      return String(answer.id);
    },
    // The case's new state and messages, and the list's state chip.
    { invalidates: [supportKeys.all], onDone: () => onSent() },
  );
  if (snap.phase === "done") return null;
  return (
    <section className="ov-support__reply" aria-labelledby="ov-support-reply">
      <h2 id="ov-support-reply">{t({ id: "portal.support.replyTitle", message: "Send the information asked for" })}</h2>
      <SupportForm
        phase={snap.phase}
        error={snap.error}
        onRetry={() => void store.retry()}
        onSubmit={(event) => void handleSubmit((values) => void store.send({ values, files }))(event)}
      >
        <TextAreaField
          label={t({ id: "portal.support.reply", message: "Your reply" })}
          required
          error={fieldErrorText(i18n, formState.errors.message)}
          {...register("message")}
        />
        <AttachAndSend files={files} onFiles={setFiles} sending={snap.phase === "sending"}>
          {t({ id: "portal.support.sendReply", message: "Send reply" })}
        </AttachAndSend>
      </SupportForm>
    </section>
  );
}

/** The facts and the conversation of one request. */
function CaseView({ item, replied, onReplied }: { item: SupportCase; replied: boolean; onReplied: () => void }) {
  const { t } = useLingui();
  const messages = item.messages ?? [];
  return (
    <>
      <CaseFacts item={item} stateChip />
      <h2 className="ov-support__conversation">{t({ id: "portal.support.conversation", message: "Conversation" })}</h2>
      <ol className="ov-support__messages">
        {messages.map((message, index) => (
          <Message key={`${String(message.id)}-${index}`} message={message} />
        ))}
      </ol>
      {replied && (
        <SentPanel title={t({ id: "portal.support.repliedTitle", message: "Your reply was sent" })}>
          <p>{t({ id: "portal.support.replied", message: "We will review it shortly." })}</p>
        </SentPanel>
      )}
      {item.state === NEEDS_REPLY_STATE && <ReplyForm caseId={String(item.id)} onSent={onReplied} />}
    </>
  );
}

/** The support request route (/solicituts/{id}): the request, its conversation and the reply when asked for. */
export function SupportRequestScreen() {
  const { t } = useLingui();
  const api = useApi();
  const { params } = usePortalRoute();
  const id = params.id ?? "";
  const detail = useQuery(supportKeys.case(id), (signal) => getCase(api, id, signal));
  const navigate = usePortalNavigate();
  // A server that does not show support requests (an optional extension): back to the requests page,
  // which offers a new one.
  const notShown = detail.status === "success" && detail.data === null;
  useEffect(() => {
    if (notShown) navigate(pathOf("supportRequests"), { replace: true });
  }, [notShown, navigate]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // After a reply the case's state moves on and its form goes away: the screen says it was sent.
  const [replied, setReplied] = useState(false);
  useScreenTitleFocus(titleRef);

  return (
    <section className="ov-portal__page">
      <p>
        <PortalLink to={pathOf("supportRequests")}>{t({ id: "portal.support.back", message: "Back to my requests" })}</PortalLink>
      </p>
      <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title">
        {detail.data?.subject ?? t({ id: "portal.area.supportRequest", message: "Support request" })}
      </h1>
      <CaseGate>
        {detail.status === "error" ? (
          <LoadFailure
            title={t({ id: "portal.support.detailFailed", message: "This support request could not be loaded." })}
            query={detail}
          />
        ) : detail.data ? (
          <CaseView item={detail.data} replied={replied} onReplied={() => setReplied(true)} />
        ) : (
          <Skeleton lines={8} />
        )}
      </CaseGate>
    </section>
  );
}
