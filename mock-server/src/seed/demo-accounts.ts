/** GUIDE §1 demo accounts. The password of every one is `demo123`. */
export const DEMO_PASSWORD = "demo123";

export type DemoAccount = {
  readonly email: string;
  readonly role: string;
  readonly name: string | null;
  readonly surname: string | null;
  readonly phone: string | null;
  readonly note: string;
};

export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    email: "owner@demo.ru",
    role: "school_owner",
    name: "Ольга",
    surname: "Смирнова",
    phone: "79161234501",
    note: "owns the demo school and its courses",
  },
  {
    email: "manager@demo.ru",
    role: "manager",
    name: "Михаил",
    surname: "Кузнецов",
    phone: "79161234502",
    note: "staff of the demo school",
  },
  { email: "admin@demo.ru", role: "admin", name: "Анна", surname: "Попова", phone: "79161234503", note: "" },
  {
    email: "teacher@demo.ru",
    role: "teacher",
    name: "Татьяна",
    surname: "Васильева",
    phone: "79161234504",
    note: "checks the demo courses",
  },
  {
    email: "student@demo.ru",
    role: "student",
    name: "Сергей",
    surname: "Иванов",
    phone: "79161234505",
    note: "enrolled in the demo courses",
  },
  {
    email: "fresh@demo.ru",
    role: "student",
    name: null,
    surname: null,
    phone: null,
    note: "empty profile: the profile-completion modal appears",
  },
];
