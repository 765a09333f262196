import { priceAmount } from "@app/domain/access/enrolment-mode";

/** A price in roubles as Russian readers write it: `14 900 ₽`. */
export const formatPrice = (value: string): string => `${priceAmount(value).toLocaleString("ru-RU")} ₽`;
