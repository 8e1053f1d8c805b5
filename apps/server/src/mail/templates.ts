// The texts of the mails the server sends, in the recipient's language (German by default).
import { DEFAULT_LANGUAGE } from '@backoffice/api-client/constants';
import type { Language } from '../db/schema.ts';

type Texts = Record<Language, { subject: string; body: (link: string, name: string) => string }>;

const PASSWORD_RESET: Texts = {
  de: {
    subject: 'Passwort zurücksetzen',
    body: (link, name) =>
      `Hallo ${name},\n\nüber diesen Link können Sie ein neues Passwort festlegen. Er ist eine Stunde lang gültig und funktioniert nur einmal:\n\n${link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link, name) =>
      `Hello ${name},\n\nuse this link to choose a new password. It is valid for one hour and works only once:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  },
  es: {
    subject: 'Restablecer la contraseña',
    body: (link, name) =>
      `Hola, ${name}:\n\ncon este enlace puede elegir una nueva contraseña. Es válido durante una hora y solo funciona una vez:\n\n${link}\n\nSi no lo ha solicitado, puede ignorar este correo.`,
  },
  ru: {
    subject: 'Сброс пароля',
    body: (link, name) =>
      `Здравствуйте, ${name}!\n\nПо этой ссылке можно задать новый пароль. Она действует один час и срабатывает только один раз:\n\n${link}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо.`,
  },
  uk: {
    subject: 'Скидання пароля',
    body: (link, name) =>
      `Вітаємо, ${name}!\n\nЗа цим посиланням можна встановити новий пароль. Воно дійсне одну годину й спрацьовує лише один раз:\n\n${link}\n\nЯкщо ви цього не запитували, просто проігноруйте цей лист.`,
  },
};

const ACCESS_LINK: Texts = {
  de: {
    subject: 'Zugang zur Lern-App',
    body: (link, name) =>
      `Hallo,\n\nhier ist der persönliche Zugang von ${name} zur Lern-App:\n\n${link}\n\nBitte geben Sie den Link nicht weiter: Er ist der Schlüssel zum Konto.`,
  },
  en: {
    subject: 'Access to the learning app',
    body: (link, name) =>
      `Hello,\n\nhere is ${name}'s personal access to the learning app:\n\n${link}\n\nPlease do not share this link: it is the key to the account.`,
  },
  es: {
    subject: 'Acceso a la aplicación de aprendizaje',
    body: (link, name) =>
      `Hola:\n\naquí está el acceso personal de ${name} a la aplicación de aprendizaje:\n\n${link}\n\nNo comparta este enlace: es la llave de la cuenta.`,
  },
  ru: {
    subject: 'Доступ к учебному приложению',
    body: (link, name) =>
      `Здравствуйте!\n\nВот личная ссылка для входа ${name} в учебное приложение:\n\n${link}\n\nНе передавайте эту ссылку другим: это ключ к учётной записи.`,
  },
  uk: {
    subject: 'Доступ до навчального застосунку',
    body: (link, name) =>
      `Вітаємо!\n\nОсь особисте посилання для входу ${name} до навчального застосунку:\n\n${link}\n\nНе передавайте це посилання іншим: це ключ до облікового запису.`,
  },
};

function render(texts: Texts, language: Language | null | undefined, link: string, name: string) {
  const t = texts[language ?? DEFAULT_LANGUAGE] ?? texts[DEFAULT_LANGUAGE];
  return { subject: t.subject, text: t.body(link, name) };
}

export const passwordResetMail = (language: Language, link: string, name: string) => render(PASSWORD_RESET, language, link, name);
export const accessLinkMail = (language: Language, link: string, name: string) => render(ACCESS_LINK, language, link, name);
