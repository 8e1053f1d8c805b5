// The printable access sheets of a class: one A4 page per active student with their name,
// school and class, their personal student-app link and a large QR code of it, and a short
// instruction in the student's language. Deactivated students get no sheet (their link does
// not work); when some are left out, a cover page in the school's language says how many,
// so nobody looks for a missing sheet. DejaVu Sans is embedded so that every name prints,
// Cyrillic and accented ones included.
import { DEFAULT_LANGUAGE } from '@backoffice/api-client/constants';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Language } from '../../db/schema.ts';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The product's name as the web app shows it (apps/web/index.html). */
const PRODUCT_NAME = 'Mathe-Backoffice';

export interface SheetClass {
  className: string;
  schoolName: string;
  /** The language of the page printed for a class without students. */
  schoolLanguage: Language;
}

export interface SheetStudent {
  fullName: string;
  language: Language;
  link: string;
}

interface SheetTexts {
  heading: string;
  classLabel: string;
  instruction: string;
  emptyHeading: string;
  empty: (className: string, schoolName: string) => string;
  /** The cover's count of sheets that follow (n > 0). */
  sheets: (n: number, plural: Intl.LDMLPluralRule) => string;
  /** The cover's count of deactivated students without a sheet (n > 0). */
  leftOut: (n: number, plural: Intl.LDMLPluralRule) => string;
  /** The cover when every student of the class is deactivated. */
  noneActive: string;
}

const TEXTS: Record<Language, SheetTexts> = {
  de: {
    heading: 'Dein Zugang zur Lern-App',
    classLabel: 'Klasse',
    instruction:
      'Scanne den QR-Code mit der Kamera deines Tablets oder Smartphones oder gib den Link im Browser ein. Der Link ist dein persönlicher Schlüssel: Gib ihn nicht weiter und bewahre dieses Blatt gut auf.',
    emptyHeading: 'Zugangsblätter',
    empty: (c, s) =>
      `Die Klasse ${c} (${s}) hat noch keine Schülerinnen und Schüler. Fügen Sie zuerst Schülerinnen und Schüler hinzu und drucken Sie die Zugangsblätter dann erneut.`,
    sheets: (n, p) => (p === 'one' ? `Auf den folgenden Seiten: ${n} Zugangsblatt.` : `Auf den folgenden Seiten: ${n} Zugangsblätter.`),
    leftOut: (n, p) =>
      p === 'one'
        ? `${n} deaktiviertes Schülerkonto ist nicht enthalten. Aktivieren Sie es, um sein Zugangsblatt zu drucken.`
        : `${n} deaktivierte Schülerkonten sind nicht enthalten. Aktivieren Sie sie, um ihre Zugangsblätter zu drucken.`,
    noneActive: 'Es gibt keine Zugangsblätter zu drucken.',
  },
  en: {
    heading: 'Your access to the learning app',
    classLabel: 'Class',
    instruction:
      'Scan the QR code with the camera of your tablet or phone, or type the link into a web browser. The link is your personal key: do not share it, and keep this sheet in a safe place.',
    emptyHeading: 'Access sheets',
    empty: (c, s) => `Class ${c} (${s}) has no students yet. Add students first, then print the access sheets again.`,
    sheets: (n, p) => (p === 'one' ? `On the following pages: ${n} access sheet.` : `On the following pages: ${n} access sheets.`),
    leftOut: (n, p) =>
      p === 'one'
        ? `${n} deactivated student is left out. Activate the student to print their sheet.`
        : `${n} deactivated students are left out. Activate them to print their sheets.`,
    noneActive: 'There are no access sheets to print.',
  },
  es: {
    heading: 'Tu acceso a la aplicación de aprendizaje',
    classLabel: 'Clase',
    instruction:
      'Escanea el código QR con la cámara de tu tableta o de tu móvil, o escribe el enlace en el navegador. El enlace es tu llave personal: no lo compartas y guarda bien esta hoja.',
    emptyHeading: 'Hojas de acceso',
    empty: (c, s) =>
      `La clase ${c} (${s}) todavía no tiene alumnos. Añada primero alumnos y vuelva a imprimir las hojas de acceso.`,
    sheets: (n, p) => (p === 'one' ? `En las páginas siguientes: ${n} hoja de acceso.` : `En las páginas siguientes: ${n} hojas de acceso.`),
    leftOut: (n, p) =>
      p === 'one'
        ? `Se ha omitido ${n} alumno desactivado. Actívelo para imprimir su hoja.`
        : `Se han omitido ${n} alumnos desactivados. Actívelos para imprimir sus hojas.`,
    noneActive: 'No hay hojas de acceso que imprimir.',
  },
  ru: {
    heading: 'Твой доступ к учебному приложению',
    classLabel: 'Класс',
    instruction:
      'Отсканируй QR-код камерой планшета или телефона или введи ссылку в браузере. Ссылка — твой личный ключ: никому её не передавай и храни этот лист в надёжном месте.',
    emptyHeading: 'Листы доступа',
    empty: (c, s) => `В классе ${c} (${s}) пока нет учеников. Сначала добавьте учеников, затем снова распечатайте листы доступа.`,
    sheets: (n, p) =>
      p === 'one' ? `На следующих страницах: ${n} лист доступа.` : p === 'few' ? `На следующих страницах: ${n} листа доступа.` : `На следующих страницах: ${n} листов доступа.`,
    leftOut: (n, p) =>
      p === 'one'
        ? `${n} деактивированный ученик не вошёл в листы доступа. Активируйте его, чтобы распечатать его лист.`
        : p === 'few'
          ? `${n} деактивированных ученика не вошли в листы доступа. Активируйте их, чтобы распечатать их листы.`
          : `${n} деактивированных учеников не вошли в листы доступа. Активируйте их, чтобы распечатать их листы.`,
    noneActive: 'Листов доступа для печати нет.',
  },
  uk: {
    heading: 'Твій доступ до навчального застосунку',
    classLabel: 'Клас',
    instruction:
      'Відскануй QR-код камерою планшета чи телефона або введи посилання в браузері. Посилання — твій особистий ключ: нікому його не передавай і зберігай цей аркуш у надійному місці.',
    emptyHeading: 'Аркуші доступу',
    empty: (c, s) => `У класі ${c} (${s}) ще немає учнів. Спочатку додайте учнів, потім знову надрукуйте аркуші доступу.`,
    sheets: (n, p) =>
      p === 'one' ? `На наступних сторінках: ${n} аркуш доступу.` : p === 'few' ? `На наступних сторінках: ${n} аркуші доступу.` : `На наступних сторінках: ${n} аркушів доступу.`,
    leftOut: (n, p) =>
      p === 'one'
        ? `${n} деактивований учень не ввійшов до аркушів доступу. Активуйте його, щоб надрукувати його аркуш.`
        : p === 'few'
          ? `${n} деактивовані учні не ввійшли до аркушів доступу. Активуйте їх, щоб надрукувати їхні аркуші.`
          : `${n} деактивованих учнів не ввійшли до аркушів доступу. Активуйте їх, щоб надрукувати їхні аркуші.`,
    noneActive: 'Аркушів доступу для друку немає.',
  },
};

const MARGIN = 56;
const QR_SIZE = 280;
const GREY = '#555555';

type Doc = InstanceType<typeof PDFDocument>;

/** What one print needs: the class, its active students in order, and how many are left out. */
export interface SheetJob {
  klass: SheetClass;
  students: SheetStudent[];
  /** Deactivated students of the class, who get no sheet. */
  leftOut: number;
}

/**
 * Writes the PDF: one page per (active) student in the given order; first a cover page when
 * deactivated students are left out, or one page saying the class is empty. `onData` gets
 * the file piece by piece as pages are finished; `afterPage` is awaited after each page (to
 * give way to other work, or to wait while the reader is behind).
 */
export async function writeAccessSheets(
  { klass, students, leftOut }: SheetJob,
  onData: (chunk: Buffer) => void,
  afterPage: () => Promise<void> = async () => {},
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    font: FONT_REGULAR,
    info: { Title: `${PRODUCT_NAME}: ${klass.schoolName}, ${klass.className}`, Author: PRODUCT_NAME },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.on('data', onData);
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  if (leftOut > 0) drawCover(doc, klass, students.length, leftOut);
  else if (students.length === 0) drawEmptyPage(doc, klass);
  for (const student of students) {
    drawSheet(doc, klass, student);
    await afterPage();
  }
  doc.end();
  return done;
}

/** The whole PDF at once (for small runs and tests; the server prints through `printing.ts`). */
export async function renderAccessSheets(klass: SheetClass, students: SheetStudent[], leftOut = 0): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await writeAccessSheets({ klass, students, leftOut }, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

function drawLetterhead(doc: Doc, right: string) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(11).fillColor(GREY).text(PRODUCT_NAME, MARGIN, MARGIN, { width, lineBreak: false });
  doc.font('regular').fontSize(11).text(right, MARGIN, MARGIN, { width, align: 'right', lineBreak: false });
  doc
    .moveTo(MARGIN, MARGIN + 20)
    .lineTo(doc.page.width - MARGIN, MARGIN + 20)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
}

function drawSheet(doc: Doc, klass: SheetClass, student: SheetStudent) {
  const t = TEXTS[student.language] ?? TEXTS.de;
  doc.addPage();
  const contentWidth = doc.page.width - 2 * MARGIN;
  drawLetterhead(doc, klass.schoolName);

  doc.font('bold').fontSize(18).fillColor('black').text(t.heading, MARGIN, MARGIN + 48, { width: contentWidth });
  doc.moveDown(0.6).font('bold').fontSize(30).text(student.fullName, { width: contentWidth });
  doc
    .moveDown(0.2)
    .font('regular')
    .fontSize(14)
    .text(`${klass.schoolName} · ${t.classLabel} ${klass.className}`, { width: contentWidth });

  const qrTop = Math.max(doc.y + 28, 250);
  drawQrCode(doc, student.link, (doc.page.width - QR_SIZE) / 2, qrTop, QR_SIZE);

  doc
    .font('regular')
    .fontSize(13)
    .fillColor('black')
    .text(student.link, MARGIN, qrTop + QR_SIZE + 18, { width: contentWidth, align: 'center', link: student.link });
  doc.moveDown(1.4).fontSize(12).fillColor(GREY).text(t.instruction, { width: contentWidth, align: 'left', lineGap: 3 });
}

function drawEmptyPage(doc: Doc, klass: SheetClass) {
  const t = TEXTS[klass.schoolLanguage] ?? TEXTS.de;
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  drawLetterhead(doc, klass.schoolName);
  doc.font('bold').fontSize(18).fillColor('black').text(t.emptyHeading, MARGIN, MARGIN + 48, { width });
  doc.moveDown(0.8).font('regular').fontSize(13).text(t.empty(klass.className, klass.schoolName), { width, lineGap: 3 });
}

/** The cover in the school's language: the class, how many sheets follow, how many are left out. */
function drawCover(doc: Doc, klass: SheetClass, printed: number, leftOut: number) {
  const language = TEXTS[klass.schoolLanguage] ? klass.schoolLanguage : DEFAULT_LANGUAGE;
  const t = TEXTS[language];
  const plural = new Intl.PluralRules(language);
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  drawLetterhead(doc, klass.schoolName);
  doc.font('bold').fontSize(18).fillColor('black').text(t.emptyHeading, MARGIN, MARGIN + 48, { width });
  doc.moveDown(0.6).font('regular').fontSize(14).text(`${klass.schoolName} · ${t.classLabel} ${klass.className}`, { width });
  doc.moveDown(1).fontSize(13).text(printed > 0 ? t.sheets(printed, plural.select(printed)) : t.noneActive, { width, lineGap: 3 });
  doc.moveDown(0.6).text(t.leftOut(leftOut, plural.select(leftOut)), { width, lineGap: 3 });
}

/**
 * The QR code's modules, with less error correction for a long link; none for a link longer
 * than a QR code holds (about 2,900 characters): the sheet then shows the link only.
 */
function qrModules(text: string) {
  for (const errorCorrectionLevel of ['M', 'L'] as const) {
    try {
      return QRCode.create(text, { errorCorrectionLevel }).modules;
    } catch {
      // Too long for this level: try the next one.
    }
  }
  return undefined;
}

/**
 * The QR code as vector squares, so it stays sharp at any print size. Each row's dark modules
 * are merged into runs, which keeps the file small and leaves no hairline gaps in viewers.
 */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const modules = qrModules(text);
  if (!modules) return;
  const quietZone = 4;
  const cell = size / (modules.size + 2 * quietZone);
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (start + quietZone) * cell, y + (row + quietZone) * cell, (col - start) * cell, cell);
    }
  }
  doc.fillColor('black').fill();
}
