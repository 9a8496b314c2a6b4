import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { downloadContractAttachment, type Contract, type ContractAttachment } from "../../../src/api/contracts";
import { isAborted } from "../../../src/api/errors";
import { formatDate } from "../../../src/i18n/format";
import { useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { ErrorIcon, Icon, type IconProps } from "../../../src/ui/icons";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { Card } from "./contract-cards";
import { saveFile } from "../../../src/ui/save-file";

type DownloadState = "idle" | "loading" | "error";

const UNITS: Record<string, number> = { B: 1, KB: 1_000, MB: 1_000_000, GB: 1_000_000_000 };

/**
 * The bytes of a size text as the server writes it ("120 KB", "1.2 MB", "1,2 MB"), to sort by size.
 * @param sizeText - §3 Attachment `size_text`
 * @returns the bytes, or null when unreadable
 * @example sizeInBytes("1.2 MB") // 1200000
 */
export function sizeInBytes(sizeText: string | null): number | null {
  const match = /^\s*([\d.,]+)\s*([KMG]?B)\s*$/i.exec(sizeText ?? "");
  if (!match?.[1] || !match[2]) return null;
  const value = Number(match[1].replace(",", "."));
  const unit = UNITS[match[2].toUpperCase()];
  return Number.isFinite(value) && unit ? Math.round(value * unit) : null;
}

/**
 * The attachments by category, in the order they first appear.
 * @param attachments - the contract's attachments
 * @returns one group per category
 * @example byCategory(contract.attachments)[0].category
 */
export function byCategory(attachments: readonly ContractAttachment[]): { category: string; items: ContractAttachment[] }[] {
  const groups = new Map<string, ContractAttachment[]>();
  for (const attachment of attachments) {
    const list = groups.get(attachment.category) ?? [];
    list.push(attachment);
    groups.set(attachment.category, list);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);

/**
 * spec §2 Contract detail "attachments": per category, sortable by name, created date and size, a
 * download per row; the file name column is hidden under `contract.attachmentAnonymization`. calls §8.2:
 * "Attachment download failure: icon becomes an error alert, click resets". Issue 39 item 4: the list
 * fits its card at every width: a table where the card is wide, a card per attachment where it is
 * narrow (a phone), the sort buttons then a bar above them; nothing scrolls sideways.
 */
export function AttachmentsCard({ contract }: { contract: Contract }) {
  const { t } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const anonymized = useSettings((settings) => settings.contract.attachmentAnonymization);
  const [downloads, setDownloads] = useState<Record<string, DownloadState>>({});
  const setState = (id: string, state: DownloadState) => setDownloads((previous) => ({ ...previous, [id]: state }));

  const download = async (attachment: ContractAttachment) => {
    const id = String(attachment.id);
    setState(id, "loading");
    try {
      saveFile(await downloadContractAttachment(api, attachment.id), attachment.filename ?? `${attachment.name}.pdf`);
      setState(id, "idle");
    } catch (error) {
      setState(id, isAborted(error) ? "idle" : "error");
    }
  };

  const columns: DataListColumn<ContractAttachment>[] = [
    {
      id: "name",
      role: "title",
      width: "minmax(8rem, 1.5fr)",
      header: t({ id: "portal.contracts.attachments.name", message: "Name" }),
      cell: (attachment) => attachment.name,
      fullText: (attachment) => attachment.name,
      sortable: true,
      sortValue: (attachment) => attachment.name,
    },
    ...(anonymized
      ? []
      : [
          {
            id: "filename",
            role: "fact",
            header: t({ id: "portal.contracts.attachments.filename", message: "File" }),
            cell: (attachment: ContractAttachment) => attachment.filename ?? "",
            fullText: (attachment: ContractAttachment) => attachment.filename ?? undefined,
          } satisfies DataListColumn<ContractAttachment>,
        ]),
    {
      id: "date",
      role: "fact",
      width: "7rem",
      header: t({ id: "portal.contracts.attachments.date", message: "Date" }),
      cell: (attachment) => (attachment.createdDate ? formatDate(attachment.createdDate.replace(" ", "T"), locale) : ""),
      sortable: true,
      sortValue: (attachment) => attachment.createdDate,
    },
    {
      id: "size",
      role: "fact",
      width: "6rem",
      header: t({ id: "portal.contracts.attachments.size", message: "Size" }),
      cell: (attachment) => attachment.sizeText ?? "",
      sortable: true,
      sortValue: (attachment) => sizeInBytes(attachment.sizeText),
      align: "end",
    },
    {
      id: "download",
      role: "actions",
      // The download button with its icon on one line in every language.
      width: "10.5rem",
      header: t({ id: "portal.contracts.attachments.download", message: "Download" }),
      cell: (attachment) => {
        const state = downloads[String(attachment.id)] ?? "idle";
        if (state === "error")
          return (
            <Button
              size="small"
              variant="danger"
              className="ov-contracts__download-error"
              onClick={() => setState(String(attachment.id), "idle")}
            >
              <ErrorIcon aria-hidden="true" />
              {t({ id: "portal.contracts.attachments.failed", message: `Download of ${attachment.name} failed: reset` })}
            </Button>
          );
        // Short on screen (it fits a phone's row), named in full for screen readers.
        return (
          <Button
            size="small"
            variant="secondary"
            loading={state === "loading"}
            aria-label={t({ id: "portal.contracts.attachments.get", message: `Download ${attachment.name}` })}
            onClick={() => void download(attachment)}
          >
            <DownloadIcon />
            {t({ id: "portal.contracts.attachments.getShort", message: "Download" })}
          </Button>
        );
      },
    },
  ];

  return (
    <Card id="ov-contracts-attachments" wide title={t({ id: "portal.contracts.attachments.title", message: "Attachments" })}>
      {contract.attachments.length === 0 ? (
        <p>{t({ id: "portal.contracts.attachments.none", message: "This contract has no attachments." })}</p>
      ) : (
        byCategory(contract.attachments).map((group) => (
          <DataList
            key={group.category}
            caption={group.category}
            captionShown
            columns={columns}
            rows={group.items}
            rowKey={(attachment) => String(attachment.id)}
          />
        ))
      )}
    </Card>
  );
}
