/** Demo catalogue content (GUIDE §1): categories, partner schools and the published courses. */
export const DEMO_CATEGORIES = ["Программирование", "Дизайн", "Маркетинг", "Языки", "Управление", "Наука"] as const;

export type DemoCourse = {
  readonly name: string;
  readonly summary: string;
  readonly category: (typeof DEMO_CATEGORIES)[number];
  readonly price: string;
  readonly oldPrice: string;
};

/** The demo school's 14 published courses (enough for the catalogue to page through). */
export const DEMO_SCHOOL_COURSES: ReadonlyArray<DemoCourse> = [
  {
    name: "Основы Python",
    summary: "Синтаксис, функции и первые программы — с нуля до уверенного уровня.",
    category: "Программирование",
    price: "0",
    oldPrice: "0",
  },
  {
    name: "Веб-разработка на TypeScript",
    summary: "Типы, модули и приложение на React от первой строки до публикации.",
    category: "Программирование",
    price: "14900",
    oldPrice: "19900",
  },
  {
    name: "Алгоритмы и структуры данных",
    summary: "Сложность, сортировки, графы и динамическое программирование на практике.",
    category: "Программирование",
    price: "9900",
    oldPrice: "0",
  },
  {
    name: "SQL для аналитиков",
    summary: "Запросы, соединения и оконные функции на реальных данных.",
    category: "Программирование",
    price: "6900",
    oldPrice: "8900",
  },
  {
    name: "UX/UI-дизайн интерфейсов",
    summary: "Исследования, прототипы и дизайн-системы в Figma.",
    category: "Дизайн",
    price: "12900",
    oldPrice: "15900",
  },
  {
    name: "Графический дизайн: композиция и цвет",
    summary: "Принципы композиции, типографика и работа с цветом.",
    category: "Дизайн",
    price: "7900",
    oldPrice: "0",
  },
  {
    name: "Интернет-маркетинг с нуля",
    summary: "Воронки, реклама, аналитика и контент-план для малого бизнеса.",
    category: "Маркетинг",
    price: "8900",
    oldPrice: "11900",
  },
  {
    name: "SMM и контент-стратегия",
    summary: "Как вести соцсети бренда и измерять результат.",
    category: "Маркетинг",
    price: "4900",
    oldPrice: "0",
  },
  {
    name: "Английский для работы",
    summary: "Переписка, созвоны и презентации на английском.",
    category: "Языки",
    price: "5900",
    oldPrice: "7900",
  },
  {
    name: "Испанский для путешествий",
    summary: "Самые нужные фразы и грамматика за восемь недель.",
    category: "Языки",
    price: "0",
    oldPrice: "0",
  },
  {
    name: "Управление проектами",
    summary: "Планирование, риски, Agile и Kanban для руководителей команд.",
    category: "Управление",
    price: "11900",
    oldPrice: "13900",
  },
  {
    name: "Финансовая грамотность",
    summary: "Бюджет, накопления и инвестиции без лишнего риска.",
    category: "Управление",
    price: "2900",
    oldPrice: "0",
  },
  {
    name: "Физика для старшеклассников",
    summary: "Механика, электричество и оптика с разбором задач ЕГЭ.",
    category: "Наука",
    price: "3900",
    oldPrice: "4900",
  },
  {
    name: "Биология: от клетки до экосистемы",
    summary: "Наглядный курс с опытами и тестами после каждого урока.",
    category: "Наука",
    price: "0",
    oldPrice: "0",
  },
];

export const DEMO_DRAFT_COURSE = "Машинное обучение (черновик)";

export type DemoPartner = {
  readonly name: string;
  readonly kind: "school" | "author";
  readonly description: string;
  readonly courses: ReadonlyArray<DemoCourse>;
};

export const DEMO_SCHOOL_DESCRIPTION =
  "Онлайн-школа с курсами по программированию, дизайну, маркетингу, языкам и наукам. Наставники проверяют каждое задание.";

export const DEMO_PARTNERS: ReadonlyArray<DemoPartner> = [
  {
    name: "Школа цифровых профессий",
    kind: "school",
    description: "Практические курсы для тех, кто меняет профессию: от аналитики данных до продуктового менеджмента.",
    courses: [
      {
        name: "Аналитик данных",
        summary: "Excel, SQL, Python и визуализация — полный путь в профессию.",
        category: "Программирование",
        price: "24900",
        oldPrice: "29900",
      },
      {
        name: "Продуктовый менеджмент",
        summary: "Исследования, гипотезы, метрики и запуск продукта.",
        category: "Управление",
        price: "19900",
        oldPrice: "0",
      },
    ],
  },
  {
    name: "Анна Лебедева",
    kind: "author",
    description: "Преподаватель русского языка и литературы, автор методики подготовки к сочинению.",
    courses: [
      {
        name: "Сочинение на ЕГЭ без страха",
        summary: "Структура, аргументы и проверка по критериям.",
        category: "Языки",
        price: "3500",
        oldPrice: "4500",
      },
    ],
  },
];
