// System settings with their descriptions in the five languages of the product.
import type { Insertable } from 'kysely';
import { AUDIT_RETENTION_DAYS } from '@backoffice/api-client/constants';
import { LANGUAGES } from '../../contract/enums.ts';
import type { Language, SettingsTable, SettingType } from '../schema.ts';

interface DemoSetting {
  key: string;
  type: SettingType;
  value: boolean | number | string | string[];
  possible_values: string | null;
  /** A number's range or a text's length, where the setting has one. */
  limits?: { min_value?: number; max_value?: number; max_length?: number };
  descriptions: Record<Language, string>;
  updated_at: string | null;
}

const SETTINGS: readonly DemoSetting[] = [
  {
    key: 'student_app_url',
    type: 'text',
    value: 'https://lernen.example.org/app',
    possible_values: null,
    limits: { max_length: 500 },
    updated_at: null,
    descriptions: {
      de: 'Adresse der Schüler-App (für Zugangslinks und Zugangsblätter)',
      en: 'Address of the student app (for access links and access sheets)',
      es: 'Dirección de la aplicación para alumnos (para enlaces y hojas de acceso)',
      ru: 'Адрес приложения для учеников (для ссылок и листов доступа)',
      uk: 'Адреса застосунку для учнів (для посилань і аркушів доступу)',
    },
  },
  {
    key: 'max_messages_per_day',
    type: 'number',
    value: 200,
    possible_values: null,
    limits: { min_value: 0, max_value: 10000 },
    updated_at: '2025-09-01T08:00:00Z',
    descriptions: {
      de: 'Höchstzahl der Nachrichten pro Schüler und Tag',
      en: 'Maximum number of messages per student and day',
      es: 'Número máximo de mensajes por alumno y día',
      ru: 'Максимальное количество сообщений на ученика в день',
      uk: 'Максимальна кількість повідомлень на учня за день',
    },
  },
  {
    key: 'digests_enabled',
    type: 'boolean',
    value: true,
    possible_values: null,
    updated_at: '2026-10-02T09:30:00Z',
    descriptions: {
      de: 'Zusammenfassungen der Gespräche automatisch erstellen',
      en: 'Create conversation digests automatically',
      es: 'Crear automáticamente resúmenes de las conversaciones',
      ru: 'Автоматически создавать краткие сводки бесед',
      uk: 'Автоматично створювати підсумки розмов',
    },
  },
  {
    key: 'enabled_characters',
    type: 'array',
    value: ['euler', 'noether', 'pythagoras'],
    possible_values: 'euler,noether,pythagoras,lovelace',
    updated_at: '2026-11-12T15:04:27Z',
    descriptions: {
      de: 'Figuren, mit denen die Schüler sprechen können',
      en: 'Characters the students can talk to',
      es: 'Personajes con los que pueden hablar los alumnos',
      ru: 'Персонажи, с которыми могут разговаривать ученики',
      uk: 'Персонажі, з якими можуть розмовляти учні',
    },
  },
  {
    key: 'support_email',
    type: 'text',
    value: 'support@example.org',
    possible_values: null,
    limits: { max_length: 254 },
    updated_at: null,
    descriptions: {
      de: 'E-Mail-Adresse für Supportanfragen',
      en: 'E-mail address for support requests',
      es: 'Dirección de correo electrónico para solicitudes de soporte',
      ru: 'Адрес электронной почты для обращений в службу поддержки',
      uk: 'Адреса електронної пошти для звернень до служби підтримки',
    },
  },
  {
    key: 'quiz_pass_percent',
    type: 'number',
    value: 80,
    possible_values: null,
    limits: { min_value: 0, max_value: 100 },
    updated_at: '2026-03-09T11:20:00Z',
    descriptions: {
      de: 'Anteil richtiger Antworten in Prozent, ab dem ein Quiz bestanden ist',
      en: 'Percentage of correct answers needed to pass a quiz',
      es: 'Porcentaje de respuestas correctas necesario para aprobar un cuestionario',
      ru: 'Процент правильных ответов, необходимый для прохождения теста',
      uk: 'Відсоток правильних відповідей, потрібний для складання тесту',
    },
  },
  {
    // Also made by migration 012 for databases without the demo; the range is the contract's.
    key: 'audit_retention_days',
    type: 'number',
    value: AUDIT_RETENTION_DAYS.default,
    possible_values: null,
    limits: { min_value: AUDIT_RETENTION_DAYS.minimum, max_value: AUDIT_RETENTION_DAYS.maximum },
    updated_at: null,
    descriptions: {
      de: 'Tage, die das Änderungsprotokoll aufbewahrt wird',
      en: 'Days the audit log is kept',
      es: 'Días que se conserva el registro de auditoría',
      ru: 'Сколько дней хранится журнал аудита',
      uk: 'Скільки днів зберігається журнал аудиту',
    },
  },
  {
    key: 'default_student_language',
    type: 'text',
    value: 'de',
    possible_values: LANGUAGES.join(','),
    updated_at: null,
    descriptions: {
      de: 'Standardsprache für neue Schüler',
      en: 'Default language for new students',
      es: 'Idioma predeterminado para los nuevos alumnos',
      ru: 'Язык по умолчанию для новых учеников',
      uk: 'Мова за замовчуванням для нових учнів',
    },
  },
  {
    key: 'maintenance_mode',
    type: 'boolean',
    value: false,
    possible_values: null,
    updated_at: null,
    descriptions: {
      de: 'Wartungsmodus: Die Schüler-App ist vorübergehend nicht erreichbar',
      en: 'Maintenance mode: the student app is temporarily unavailable',
      es: 'Modo de mantenimiento: la aplicación para alumnos no está disponible temporalmente',
      ru: 'Режим обслуживания: приложение для учеников временно недоступно',
      uk: 'Режим обслуговування: застосунок для учнів тимчасово недоступний',
    },
  },
];

export function settingRows(): Insertable<SettingsTable>[] {
  return SETTINGS.map((s) => ({
    key: s.key,
    type: s.type,
    value: JSON.stringify(s.value),
    possible_values: s.possible_values,
    min_value: s.limits?.min_value ?? null,
    max_value: s.limits?.max_value ?? null,
    max_length: s.limits?.max_length ?? null,
    descriptions: JSON.stringify(s.descriptions),
    updated_at: s.updated_at,
  }));
}
