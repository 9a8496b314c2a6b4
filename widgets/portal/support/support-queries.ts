import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { contractKeys, getContractListInfo } from "../../../src/api/contracts";
import { listCaseCategories, supportKeys } from "../../../src/api/support";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { readAsDataUrl } from "../../../src/ui/read-as-data-url";
import { contractChoices } from "./contract-options";

const TYPE_LABELS = {
  electricity: msg({ id: "portal.support.type.electricity", message: "Electricity" }),
  gas: msg({ id: "portal.support.type.gas", message: "Gas" }),
};

/**
 * The signed-in customer's contracts as the support forms' choices.
 * @returns the query, and its options and lookup once loaded
 * @example const contracts = useContractChoices(); contracts.choices?.options
 */
export function useContractChoices() {
  const api = useApi();
  const { i18n } = useLingui();
  const query = useQuery(contractKeys.info, (signal) => getContractListInfo(api, signal));
  const choices = query.data ? contractChoices(query.data, (type) => i18n._(TYPE_LABELS[type])) : null;
  return { query, choices };
}

/**
 * The case categories (calls §7.7 `crm/cases/categories/`, `?unsigned=true` for the visitors' form).
 * @param unsigned - the public contact form's categories
 * @returns the query of the categories
 * @example const categories = useCaseCategories(false);
 */
export function useCaseCategories(unsigned: boolean) {
  const api = useApi();
  return useQuery(supportKeys.categories(unsigned), (signal) => listCaseCategories(api, { unsigned }, signal));
}

/**
 * The attached files as the API takes them (JSON bodies: data URLs).
 * @param files - the files of the upload
 * @returns their data URLs, in order
 * @example const attachments = await attachmentsOf(files);
 */
export function attachmentsOf(files: readonly File[]): Promise<string[]> {
  return Promise.all(files.map((file) => readAsDataUrl(file)));
}
