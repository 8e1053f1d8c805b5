// The alert mail of a new high-severity review (docs/product/screens.md#reviews): one mail to
// each active schooladmin of the student's school, in the recipient's language, with the
// student's name, the category and a link to the queue; never the message's text. Sent by
// the job queue (queue `review-alert-mail`), so a mail server that is away delays it only.
import { DEFAULT_LANGUAGE } from '@backoffice/api-client/constants';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Language, ReviewCategory } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

const CATEGORY_NAMES: Record<Language, Record<ReviewCategory, string>> = {
  de: { self_harm: 'Hinweise auf Selbstverletzung', violence: 'Gewalt', bullying: 'Mobbing', sexual: 'Sexuelle Inhalte', personal_data: 'Persönliche Daten', other: 'Sonstiges' },
  en: { self_harm: 'Signs of self-harm', violence: 'Violence', bullying: 'Bullying', sexual: 'Sexual content', personal_data: 'Personal data', other: 'Other' },
  es: { self_harm: 'Señales de autolesión', violence: 'Violencia', bullying: 'Acoso', sexual: 'Contenido sexual', personal_data: 'Datos personales', other: 'Otros' },
  ru: { self_harm: 'Признаки самоповреждения', violence: 'Насилие', bullying: 'Травля', sexual: 'Сексуальный контент', personal_data: 'Личные данные', other: 'Другое' },
  uk: { self_harm: 'Ознаки самоушкодження', violence: 'Насильство', bullying: 'Цькування', sexual: 'Сексуальний вміст', personal_data: 'Особисті дані', other: 'Інше' },
};

const TEXTS: Record<Language, { subject: (student: string) => string; body: (name: string, student: string, category: string, link: string) => string }> = {
  de: {
    subject: (student) => `Bitte ansehen: ein Gespräch von ${student}`,
    body: (name, student, category, link) =>
      `Hallo ${name},\n\nin einem Gespräch von ${student} mit der Lern-App ist eine Nachricht aufgefallen, die eine erwachsene Person bald ansehen sollte.\n\nThema: ${category}\n\nDie Nachricht selbst steht aus Datenschutzgründen nicht in dieser E-Mail. Sie finden sie, nach der Anmeldung, in der Prüfliste:\n\n${link}\n\nBitte nehmen Sie sich Zeit dafür und sprechen Sie, wenn nötig, ruhig mit dem Kind oder den zuständigen Fachkräften.`,
  },
  en: {
    subject: (student) => `Please take a look: a conversation of ${student}`,
    body: (name, student, category, link) =>
      `Hello ${name},\n\na message in a conversation of ${student} with the learning app stood out, and an adult should look at it soon.\n\nTopic: ${category}\n\nThe message itself is not in this e-mail, to protect the child's privacy. You will find it in the review queue after signing in:\n\n${link}\n\nPlease take your time with it and, where needed, talk calmly with the child or the staff responsible.`,
  },
  es: {
    subject: (student) => `Por favor, revise: una conversación de ${student}`,
    body: (name, student, category, link) =>
      `Hola, ${name}:\n\nen una conversación de ${student} con la aplicación de aprendizaje hay un mensaje que un adulto debería revisar pronto.\n\nTema: ${category}\n\nEl mensaje no aparece en este correo para proteger la privacidad del niño o la niña. Lo encontrará en la lista de revisión después de iniciar sesión:\n\n${link}\n\nTómese su tiempo y, si hace falta, hable con calma con el niño o con el personal responsable.`,
  },
  ru: {
    subject: (student) => `Пожалуйста, посмотрите: разговор ученика ${student}`,
    body: (name, student, category, link) =>
      `Здравствуйте, ${name}!\n\nВ разговоре ученика ${student} с учебным приложением есть сообщение, которое стоит вскоре посмотреть взрослому.\n\nТема: ${category}\n\nСамого сообщения в этом письме нет — чтобы защитить личные данные ребёнка. Оно в списке проверки после входа:\n\n${link}\n\nПожалуйста, уделите этому время и при необходимости спокойно поговорите с ребёнком или с ответственными специалистами.`,
  },
  uk: {
    subject: (student) => `Будь ласка, перегляньте: розмова учня ${student}`,
    body: (name, student, category, link) =>
      `Вітаємо, ${name}!\n\nУ розмові учня ${student} з навчальним застосунком є повідомлення, яке варто невдовзі переглянути дорослому.\n\nТема: ${category}\n\nСамого повідомлення в цьому листі немає — щоб захистити особисті дані дитини. Воно в списку перевірки після входу:\n\n${link}\n\nБудь ласка, приділіть цьому час і за потреби спокійно поговоріть із дитиною або з відповідальними фахівцями.`,
  },
};

export function reviewAlertMail(language: Language, name: string, student: string, category: ReviewCategory, link: string) {
  const lang = TEXTS[language] ? language : DEFAULT_LANGUAGE;
  const texts = TEXTS[lang];
  return { subject: texts.subject(student), text: texts.body(name, student, CATEGORY_NAMES[lang][category], link) };
}

/** Sends the alert of one review to its school's schooladmins; nothing when the review or the school has gone. */
export async function sendReviewAlert(db: Database, mailer: Mailer, config: Config, reviewId: number): Promise<number> {
  const review = await db
    .selectFrom('reviews')
    .innerJoin('students', 'students.student_id', 'reviews.student_id')
    .select(['reviews.review_id', 'reviews.category', 'students.firstname', 'students.lastname', 'students.school_id'])
    .where('reviews.review_id', '=', reviewId)
    .executeTakeFirst();
  if (!review || review.school_id === null) return 0;
  const admins = await db
    .selectFrom('users')
    .select(['email', 'firstname', 'lastname', 'language'])
    .where('usertype', '=', 'schooladmin')
    .where('school_id', '=', review.school_id)
    .where('active', '=', true)
    .orderBy('user_id')
    .execute();
  const link = `${config.publicUrl}/reviews?state=open#r${review.review_id}`;
  const student = `${review.firstname} ${review.lastname}`;
  for (const admin of admins) {
    const mail = reviewAlertMail(admin.language, `${admin.firstname} ${admin.lastname}`, student, review.category, link);
    await mailer.send({ to: admin.email, ...mail });
  }
  return admins.length;
}
