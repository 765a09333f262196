import { useState } from "react";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderScreen } from "../../test-support/render-screen";
import { PhoneField } from "./phone-field";
import { loadPhoneLib } from "../validation/phone-lib";

// libphonenumber, imported once before the tests: module loading, not the form.
beforeAll(() => loadPhoneLib());

/** The field as a form holds it: the digits it reports become its value again. */
const Form = () => {
  const [digits, setDigits] = useState("");
  return (
    <>
      <PhoneField value={digits} onChange={setDigits} />
      <output aria-label="Отправится">{digits}</output>
    </>
  );
};

const open = () => renderScreen(<Form />);
const phone = () => screen.getByLabelText("Телефон") as HTMLInputElement;
const country = () => screen.getByRole("combobox", { name: "Код страны" }) as HTMLSelectElement;
/** The full list arrives with libphonenumber (loaded lazily): the other countries follow in a group. */
const allCountries = () =>
  waitFor(() => expect(country().querySelector("optgroup")?.getAttribute("label")).toBe("Все страны"));
const sent = () => screen.getByLabelText("Отправится").textContent;

describe("the phone field (SPEC §5)", () => {
  it("lists the preferred countries first: Россия, Казахстан, Беларусь, Грузия, США", async () => {
    open();
    await allCountries();
    const first = Array.from(country().options)
      .slice(0, 5)
      .map((option) => option.textContent);
    expect(first).toEqual([
      expect.stringMatching(/^Россия \+7$/),
      expect.stringMatching(/^Казахстан \+7$/),
      expect.stringMatching(/^Беларусь \+375$/),
      expect.stringMatching(/^Грузия \+995$/),
      expect.stringMatching(/^Соедин[её]нные Штаты \+1$/),
    ]);
  });

  it("masks +7 as +7 (XXX) XXX-XX-XX and stops at 11 digits", async () => {
    const { user } = open();
    await user.type(phone(), "9161234567890");
    expect(phone().value).toBe("+7 (916) 123-45-67");
    expect(sent()).toBe("79161234567");
  });

  it("another country takes its dial code and up to 13 digits", async () => {
    const { user } = open();
    await allCountries();
    await user.type(phone(), "9161234567");
    await user.selectOptions(country(), "BY");
    expect(phone().value).toMatch(/^\+375/);
    await user.clear(phone());
    await user.type(phone(), "+375 29 123 45 67 8901");
    expect(sent()).toBe("3752912345678");
    expect(country().value).toBe("BY");
  });

  it("a country read from the typed number goes when the field is cleared; a chosen one stays (issue #31)", async () => {
    const { user } = open();
    await allCountries();
    await user.type(phone(), "+995 555 12 34 56");
    expect(country().value).toBe("GE");
    await user.clear(phone());
    expect(country().value).toBe("RU");
    await user.selectOptions(country(), "KZ");
    await user.clear(phone());
    expect(country().value).toBe("KZ");
  });
});
