import { useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CountryCode } from "libphonenumber-js/max";
import { loadPhoneLib, type PhoneLib } from "../validation/phone-lib";
import { countryOptions, detectCountry, dialCodeOf, formatPhone, readTyped, withCountry } from "./phone-format";
import "./phone-field.css";

type Props = {
  /** Digits of the international number, without the leading plus (what forms send, SPEC §3). */
  readonly value: string;
  readonly onChange: (digits: string) => void;
  readonly error?: string | undefined;
  /** Defaults to 'Телефон'. */
  readonly label?: string;
  readonly name?: string;
  readonly disabled?: boolean;
};

/**
 * SPEC §5 phone input: a country select (ru, kz, by, ge, us first) and the number, masked to
 * 11 digits for +7 and at most 13 otherwise. libphonenumber-js loads lazily on mount.
 */
export const PhoneField = ({ value, onChange, error, label, name = "phone", disabled = false }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [lib, setLib] = useState<PhoneLib | null>(null);
  const [country, setCountry] = useState<CountryCode | "">(() =>
    value === "" ? "RU" : detectCountry(null, value, "RU"),
  );
  const [plusOnly, setPlusOnly] = useState(false);
  // Whether the person chose the country in the list: a country read from the digits goes with them
  // when the field is cleared (issue #31: a cleared Georgian number left GE behind), a chosen one stays.
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    let alive = true;
    loadPhoneLib().then(
      (loaded) => alive && setLib(() => loaded),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);

  // The list (some 245 countries) is built once per library load: a keystroke re-renders the field,
  // and reconciling every option again on each one cost more than the rest of the field.
  const countryList = useMemo(() => {
    const options = countryOptions(lib);
    return (
      <>
        {options.preferred.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
        {options.others.length > 0 && (
          <optgroup label={t("phone.allCountries")}>
            {options.others.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </optgroup>
        )}
      </>
    );
  }, [lib, t]);
  const shown = country === "" ? "" : country;

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const { digits, plusOnly: onlyPlus } = readTyped(lib, event.target.value, country);
    setPlusOnly(onlyPlus);
    setCountry(digits === "" ? (chosen ? country : "RU") : detectCountry(lib, digits, country));
    onChange(digits);
  };

  const picked = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as CountryCode;
    setChosen(true);
    setCountry(next);
    onChange(withCountry(lib, value, country, next));
  };

  const dial = country === "" ? "" : `+${dialCodeOf(lib, country)}`;
  return (
    <div className="field phone-field">
      <label htmlFor={id}>{label ?? t("phone.label")}</label>
      <div className={`phone-control${error !== undefined ? " phone-control-invalid" : ""}`}>
        <span className="phone-country">
          <span className="phone-country-code" aria-hidden="true">
            {country === "" ? "—" : `${country} ${dial}`}
          </span>
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <select aria-label={t("phone.country")} value={shown} onChange={picked} disabled={disabled}>
            {country === "" && <option value="">{t("phone.otherCountry")}</option>}
            {countryList}
          </select>
        </span>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={country === "RU" || country === "KZ" ? "+7 (999) 123-45-67" : dial}
          value={value === "" ? (plusOnly ? "+" : "") : formatPhone(lib, value)}
          onChange={typed}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
        />
      </div>
      {error !== undefined && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
