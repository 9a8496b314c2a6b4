import { useEffect, useRef, useState } from "react";
import { geoKeys, getProvince, getZip, type Locality, type Province } from "../api/geo";
import { POSTAL_CODE_LOOKUP_DEBOUNCE_MS, localityAfterLookup, postalCodeToLookUp, provinceCodeOfIne } from "../domain/postal-code";
import { useQuery, type Query } from "../runtime/query";
import { useApi } from "../runtime/widget-context";

/** Where an address form keeps the parts the lookup fills (each form names them its own way). */
export interface PostalCodeLookupBinding {
  /** The INE code the form holds now ("" for none). */
  currentIne: () => string;
  /** Stores the locality (INE code and town), or empties both for null. */
  setLocality: (locality: Locality | null) => void;
  /** Stores the province code that follows from the INE code ("" without one). */
  setProvinceCode: (code: string) => void;
}

/** What an address form shows from the lookup. */
export interface PostalCodeLookup {
  /** The localities call (idle while there is no postal code to look up). */
  zip: Query<Locality[]>;
  /** The localities to choose from: none while the postal code is incomplete (spec §5 "locality disabled until a postal code is entered"). */
  localities: readonly Locality[];
  /** The postal code was looked up and no locality has it. */
  noLocality: boolean;
  /** The province call of the chosen locality (idle without one). */
  province: Query<Province>;
  /** The province's name to show: "" without a locality or after a failed call, null while loading. */
  provinceName: string | null;
  /** The town of one of the localities, for the form's town when the user picks a locality. */
  cityOf: (ine: string) => string;
}

/**
 * The postal-code lookup of an address form (spec §5 "Postal code"): the localities are asked for
 * 700 ms after the last keystroke (spec §9 "zip lookup 700 ms", `POSTAL_CODE_LOOKUP_DEBOUNCE_MS`), a
 * single matching locality is selected, and the province follows from the INE code, read-only. The
 * rules are `src/domain/postal-code.ts`; this hook only times the calls and writes into the form.
 * A postal code present when the form opens is looked up at once.
 * @param postalCode the postal code as typed (watched from the form)
 * @param ine the INE code the form holds (watched from the form)
 * @param binding how the form's own fields are read and written
 * @returns the calls and what the locality and province fields show
 * @example const lookup = usePostalCodeLookup(postalCode, ine, { currentIne: () => getValues("address.ine"), setLocality, setProvinceCode });
 */
export function usePostalCodeLookup(postalCode: string, ine: string, binding: PostalCodeLookupBinding): PostalCodeLookup {
  const api = useApi();
  // The newest render's binding, so the effects below run on the lookup's changes only.
  const bound = useRef(binding);
  useEffect(() => {
    bound.current = binding;
  });

  const [zipToFind, setZipToFind] = useState(() => postalCodeToLookUp(postalCode));
  useEffect(() => {
    const code = postalCodeToLookUp(postalCode);
    if (code === zipToFind) return;
    const timer = setTimeout(() => setZipToFind(code), POSTAL_CODE_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [postalCode, zipToFind]);
  const zip = useQuery(zipToFind ? geoKeys.zip(zipToFind) : null, (signal) => getZip(api, zipToFind ?? "", signal));
  const found = zip.status === "success" && zipToFind !== null ? zip.data : null;

  useEffect(() => {
    // Wait for the answer; a postal code changed or removed leaves no locality chosen.
    if (zipToFind !== null && zip.status !== "success") return;
    const current = bound.current.currentIne();
    const next = localityAfterLookup(zip.status === "success" && zipToFind !== null ? zip.data : null, current);
    if ((next?.ine ?? "") !== current) bound.current.setLocality(next);
  }, [zip.status, zip.data, zipToFind]);

  const province = useQuery(ine ? geoKeys.province(ine) : null, (signal) => getProvince(api, ine, signal));
  useEffect(() => {
    bound.current.setProvinceCode(ine ? provinceCodeOfIne(ine) : "");
  }, [ine]);

  const localities = found ?? [];
  return {
    zip,
    localities,
    noLocality: found !== null && found.length === 0,
    province,
    provinceName: !ine ? "" : province.status === "success" ? province.data.name : province.status === "error" ? "" : null,
    cityOf: (chosen) => localities.find((locality) => locality.ine === chosen)?.city ?? "",
  };
}
